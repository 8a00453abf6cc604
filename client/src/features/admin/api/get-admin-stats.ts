import type { AdminStats } from "@shared/schemas/admin-analytics";
import { api } from "@/lib/api-client";

export const adminStatsQueryKey = ["admin", "stats"] as const;

/** GET /api/admin/stats */
export function getAdminStats(): Promise<AdminStats> {
  return api.get<AdminStats>("/api/admin/stats");
}
