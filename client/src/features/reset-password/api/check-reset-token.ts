import type { ResetTokenResponse } from "@shared/schemas/account";
import { api } from "@/lib/api-client";

/**
 * GET /api/auth/password/reset?token=: is the mailed link still good? Answers the (masked) address it is for;
 * 400 TOKEN_INVALID when unknown or already used, 410 TOKEN_EXPIRED after an hour.
 */
export function checkResetToken(token: string): Promise<ResetTokenResponse> {
  return api.get<ResetTokenResponse>(`/api/auth/password/reset?token=${encodeURIComponent(token)}`);
}
