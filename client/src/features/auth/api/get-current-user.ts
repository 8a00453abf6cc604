import type { PublicUser, UserResponse } from "@shared/schemas/user";
import { getOrNullOn401 } from "@/lib/api-client";

export const currentUserQueryKey = ["user"] as const;

/** GET /api/user: the session's user, or null when nobody is signed in (401). */
export async function getCurrentUser(): Promise<PublicUser | null> {
  const answer = await getOrNullOn401<UserResponse>("/api/user");
  return answer?.user ?? null;
}
