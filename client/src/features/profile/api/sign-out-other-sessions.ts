import type { SignOutOthersResponse } from "@shared/schemas/account";
import { api } from "@/lib/api-client";

/** POST /api/account/sessions/sign-out-others: ends every session but this browser's; answers how many. */
export function signOutOtherSessions(): Promise<SignOutOthersResponse> {
  return api.post<SignOutOthersResponse>("/api/account/sessions/sign-out-others");
}
