import { queryOptions } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { currentUserQueryKey } from "@/lib/current-user-key";
import { readStoredUser, writeStoredUser } from "../utils/stored-user";
import { getCurrentUser } from "./get-current-user";

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

/** The signed-in user (null for a guest), under the key other features refresh it by (lib/current-user-key.ts). */
export const currentUserQuery = () => queryOptions({ queryKey: currentUserQueryKey, queryFn: fetchCurrentUser });
