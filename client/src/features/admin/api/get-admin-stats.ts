import type { AdminStats } from "@shared/schemas/admin-analytics";
import { api } from "@/lib/api-client";

/** GET /api/admin/stats */
export function getAdminStats(): Promise<AdminStats> {
  return api.get<AdminStats>("/api/admin/stats");
}
