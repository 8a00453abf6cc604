import type { AccountSession, AccountSessionsResponse } from "@shared/schemas/account";
import { api } from "@/lib/api-client";

/** GET /api/account/sessions: the signed-in user's active sessions, newest use first. */
export async function listSessions(): Promise<AccountSession[]> {
  const answer = await api.get<AccountSessionsResponse>("/api/account/sessions");
  return answer.sessions;
}
