import type { UserResponse } from "@shared/schemas/user";
import { api } from "@/lib/api-client";

/** POST /api/account/email/cancel: drops the pending new address; the current one stays. Answers { user }. */
export function cancelEmailChange(): Promise<UserResponse> {
  return api.post<UserResponse>("/api/account/email/cancel");
}
