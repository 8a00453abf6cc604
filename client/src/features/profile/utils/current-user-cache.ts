import type { QueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/schemas/user";
import { currentUserQueryKey } from "@/lib/current-user-key";

/** Shows the user the server just answered with, on every screen that reads the session's user. */
export function setCurrentUser(queryClient: QueryClient, user: PublicUser): void {
  queryClient.setQueryData(currentUserQueryKey, user);
}

/**
 * After a change: shows the server's answer at once, then asks GET /api/user again so the auth feature refreshes its
 * local cache too (the server's answer is the authority, the local copy only a cache).
 */
export function storeCurrentUser(queryClient: QueryClient, user: PublicUser): void {
  setCurrentUser(queryClient, user);
  refreshCurrentUser(queryClient);
}

/** Asks GET /api/user again, e.g. after another feature changed the user on the server. */
export function refreshCurrentUser(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}
