import { useQuery } from "@tanstack/react-query";
import { adminStatsQuery } from "../api/queries";
import { useAdminRefetchInterval } from "./use-admin-settings";

/** The platform totals above the tabs, refreshed with the admin auto-refresh setting. */
export function useAdminStats() {
  const refetchInterval = useAdminRefetchInterval();
  return useQuery({ ...adminStatsQuery(), refetchInterval });
}
