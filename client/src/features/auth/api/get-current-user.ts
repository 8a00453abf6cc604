import type { CurrentUserResponse, PublicUser } from "@shared/schemas/user";
import { getOrNullOn401 } from "@/lib/api-client";

/**
 * GET /api/user: the session's user, or null when nobody is signed in. The server answers a guest 200 with `user: null`
 * (no error in a guest's console); a 401, as the first version's server sent, still reads as a guest, so a page loaded
 * before an upgrade keeps working.
 */
export async function getCurrentUser(): Promise<PublicUser | null> {
  const answer = await getOrNullOn401<CurrentUserResponse>("/api/user");
  return answer?.user ?? null;
}
