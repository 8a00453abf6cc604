import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { PublicUser } from "@shared/schemas/user";
import { currentUserQuery } from "../api/queries";
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
      queryClient.setQueryData(currentUserQuery().queryKey, user);
      writeStoredUser(user);
    },
    [queryClient],
  );
}
