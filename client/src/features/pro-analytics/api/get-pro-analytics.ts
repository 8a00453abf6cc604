import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ProAnalytics, ProAnalyticsRange } from "@shared/schemas/pro-analytics";
import { api } from "@/lib/api-client";

export const proAnalyticsQueryKey = (range: ProAnalyticsRange) => ["pro-analytics", range] as const;

/** GET /api/pro/analytics?range=…: the signed-in Pro creator's figures (402 requiresPayment without Pro). */
export function getProAnalytics(range: ProAnalyticsRange): Promise<ProAnalytics> {
  return api.get<ProAnalytics>(`/api/pro/analytics?range=${encodeURIComponent(range)}`);
}

/** The figures of a range; the previous range stays on screen while the next one loads. */
export function useProAnalytics(range: ProAnalyticsRange, options: { isEnabled: boolean }) {
  return useQuery({
    queryKey: proAnalyticsQueryKey(range),
    queryFn: () => getProAnalytics(range),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled,
  });
}
