import { useQuery } from "@tanstack/react-query";
import { useHydrated } from "@/lib/use-hydrated";
import { currentUserQuery } from "../api/queries";
import { readStoredUser } from "../utils/stored-user";

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
    ...currentUserQuery(),
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
