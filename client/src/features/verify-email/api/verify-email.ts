import type { VerifyEmailResponse } from "@shared/schemas/auth";
import { api } from "@/lib/api-client";

/** GET /api/verify-email?token=… : 400 TOKEN_INVALID, 410 TOKEN_EXPIRED on failure. */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return api.get<VerifyEmailResponse>(`/api/verify-email?token=${encodeURIComponent(token)}`);
}
