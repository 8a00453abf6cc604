import type { MessageResponse } from "@shared/schemas/auth";
import type { ForgotPasswordBody } from "@shared/schemas/account";
import { api } from "@/lib/api-client";

/**
 * POST /api/auth/password/forgot: mails a single-use reset link valid for an hour. The answer is the same
 * whether or not the address has an account (no enumeration); it is rate limited per IP and per address.
 */
export function requestPasswordReset(body: ForgotPasswordBody): Promise<MessageResponse> {
  return api.post<MessageResponse>("/api/auth/password/forgot", body);
}
