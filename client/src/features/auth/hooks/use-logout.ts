import { useMutation, useQueryClient } from "@tanstack/react-query";
import { currentUserQuery } from "../api/queries";
import { logout } from "../api/logout";
import { resetUserQueries } from "../utils/reset-user-queries";
import { clearStoredUser } from "../utils/stored-user";

/**
 * Ends the server session and forgets the user locally. The local state is cleared even when the call fails (logout
 * always clears the stored user), so the screen never claims a session it cannot use.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearStoredUser();
      queryClient.setQueryData(currentUserQuery().queryKey, null);
      resetUserQueries(queryClient);
    },
  });
}
