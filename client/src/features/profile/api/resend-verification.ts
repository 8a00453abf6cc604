import type { MessageResponse, ResendVerificationBody } from "@shared/schemas/auth";
import { api } from "@/lib/api-client";

/**
 * POST /api/resend-verification: mails a fresh link to the unverified sign-in address. Always the same 200,
 * rate limited per IP and per address.
 */
export function resendVerification(body: ResendVerificationBody): Promise<MessageResponse> {
  return api.post<MessageResponse>("/api/resend-verification", body);
}
