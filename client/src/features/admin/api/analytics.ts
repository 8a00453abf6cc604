import type { AdminAnalytics } from "@shared/schemas/admin-analytics";
import { api } from "@/lib/api-client";

// The Analytics tab's charts data. The stats come from hooks/use-admin-stats.ts, shared with the dashboard's stats
// strip (one cached query).

/** GET /api/admin/analytics?days=7|30|90 */
export function getAdminAnalytics(days: number): Promise<AdminAnalytics> {
  return api.get<AdminAnalytics>(`/api/admin/analytics?days=${days}`);
}
