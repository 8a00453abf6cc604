import { useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
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
 */
export function useCurrentUser() {
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    placeholderData: () => readStoredUser() ?? undefined,
  });
}
