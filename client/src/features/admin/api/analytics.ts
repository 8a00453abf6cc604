import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdminAnalytics } from "@shared/schemas/admin-analytics";
import { api } from "@/lib/api-client";
import { useAdminRefetchInterval } from "../hooks/use-admin-settings";

// The Analytics tab's charts data. The stats come from hooks/use-admin-stats.ts, shared with the dashboard's stats
// strip (one cached query).

/** GET /api/admin/analytics?days=7|30|90 */
export function getAdminAnalytics(days: number): Promise<AdminAnalytics> {
  return api.get<AdminAnalytics>(`/api/admin/analytics?days=${days}`);
}

/** The charts' data for a range; the previous range stays on screen while the next one loads. */
export function useAdminAnalytics(days: number) {
  const refetchInterval = useAdminRefetchInterval();
  return useQuery({
    queryKey: ["admin", "analytics", days],
    queryFn: () => getAdminAnalytics(days),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}
