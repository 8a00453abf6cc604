import type { AdminMeResponse, AdminProfile } from "@shared/schemas/admin";
import { api } from "@/lib/api-client";

/** GET /api/admin/me: who the stored token belongs to (401 when it is missing, expired or revoked). */
export async function getAdminMe(): Promise<AdminProfile> {
  const answer = await api.get<AdminMeResponse>("/api/admin/me");
  return answer.admin;
}
