import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { useHydrated } from "@/lib/use-hydrated";
import { currentUserQueryKey, getCurrentUser } from "../api/get-current-user";
import { readStoredUser, writeStoredUser } from "../utils/stored-user";

async function fetchCurrentUser() {
  try {
    const user = await getCurrentUser();
    writeStoredUser(user); // the server's answer wins over the UI cache
    return user;
  } catch (error) {
    // Network failure or a 5xx (maintenance): keep showing the cached user instead of signing them out
    // of the UI; any real action still goes through the server, which decides.
    const stored = error instanceof ApiError && error.status < 500 ? null : readStoredUser();
    if (stored) return stored;
    throw error;
  }
}

/**
 * The signed-in user (null for a guest). While GET /api/user is in flight the cached user from
 * localStorage is shown as placeholder data, so a returning user sees their header at once.
 *
 * Not while a prerendered page hydrates: that page was painted as a guest sees it, before any answer, and
 * every part's first render must match it for React to adopt the painted elements (with whatever was typed into
 * them) instead of replacing them. Parts hydrate one after another, and GET /api/user can answer in between:
 * until its own part is live, a component sees the user as still loading, as the painted page did. The user
 * appears in the render right after, a few milliseconds later.
 */
export function useCurrentUser() {
  const hydrated = useHydrated();
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    placeholderData: hydrated ? (readStoredUser() ?? undefined) : undefined,
  });
  if (hydrated) return query;
  const asPainted = {
    data: undefined,
    error: null,
    status: "pending",
    isPending: true,
    isSuccess: false,
    isError: false,
    isPlaceholderData: false,
  } as const;
  return { ...query, ...asPainted } as unknown as typeof query;
}
