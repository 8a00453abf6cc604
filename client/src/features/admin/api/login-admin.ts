import type { AdminLoginBody, AdminLoginResponse } from "@shared/schemas/admin";
import { api } from "@/lib/api-client";

/** POST /api/admin/login: a session token for the admin area (rate limited; every attempt is logged). */
export function loginAdmin(body: AdminLoginBody): Promise<AdminLoginResponse> {
  return api.post<AdminLoginResponse>("/api/admin/login", body);
}
