import type { ClearLoginLockoutResponse } from "@shared/schemas/admin";
import { api } from "@/lib/api-client";

/** POST /api/admin/users/{id}/clear-login-lockout: the user's failed sign-ins are forgotten, so no wait remains. */
export function clearLoginLockout(id: number): Promise<ClearLoginLockoutResponse> {
  return api.post<ClearLoginLockoutResponse>(`/api/admin/users/${id}/clear-login-lockout`);
}
