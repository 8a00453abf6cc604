import { queryOptions } from "@tanstack/react-query";
import type { ProAnalytics, ProAnalyticsRange } from "@shared/schemas/pro-analytics";
import { api } from "@/lib/api-client";

/** GET /api/pro/analytics?range=…: the signed-in Pro creator's figures (402 requiresPayment without Pro). */
export const proAnalyticsQuery = (range: ProAnalyticsRange) =>
  queryOptions({
    queryKey: ["pro-analytics", range] as const,
    queryFn: () => api.get<ProAnalytics>(`/api/pro/analytics?range=${encodeURIComponent(range)}`),
  });
