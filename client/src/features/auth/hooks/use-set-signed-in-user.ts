import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { PublicUser } from "@shared/schemas/user";
import { currentUserQueryKey } from "../api/get-current-user";
import { resetUserQueries } from "../utils/reset-user-queries";
import { writeStoredUser } from "../utils/stored-user";

/**
 * What every answer that signs this browser in (login, register, a password reset) does to the client: the
 * previous user's cached data is dropped, the new user becomes the current user, and the UI cache follows.
 */
export function useSetSignedInUser(): (user: PublicUser) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: PublicUser) => {
      resetUserQueries(queryClient);
      queryClient.setQueryData(currentUserQueryKey, user);
      writeStoredUser(user);
    },
    [queryClient],
  );
}
