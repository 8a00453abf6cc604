import { useQuery } from "@tanstack/react-query";
import { adminStatsQueryKey, getAdminStats } from "../api/get-admin-stats";
import { useAdminRefetchInterval } from "./use-admin-settings";

/** The platform totals above the tabs, refreshed with the admin auto-refresh setting. */
export function useAdminStats() {
  const refetchInterval = useAdminRefetchInterval();
  return useQuery({ queryKey: adminStatsQueryKey, queryFn: getAdminStats, refetchInterval });
}
