import type { AuthResponse } from "@shared/schemas/auth";
import type { ResetPasswordBody } from "@shared/schemas/account";
import { api } from "@/lib/api-client";

/** POST /api/auth/password/reset: sets the password, uses up the link, ends every session, signs this browser in. */
export function resetPassword(body: ResetPasswordBody): Promise<AuthResponse> {
  return api.post<AuthResponse>("/api/auth/password/reset", body);
}
