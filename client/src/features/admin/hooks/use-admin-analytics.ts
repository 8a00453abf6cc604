import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adminAnalyticsQuery } from "../api/queries";
import { useAdminRefetchInterval } from "./use-admin-settings";

/** The charts' data for a range; the previous range stays on screen while the next one loads. */
export function useAdminAnalytics(days: number) {
  const refetchInterval = useAdminRefetchInterval();
  return useQuery({ ...adminAnalyticsQuery(days), placeholderData: keepPreviousData, refetchInterval });
}
