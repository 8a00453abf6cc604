import { useMutation, useQueryClient } from "@tanstack/react-query";
import { cancelEmailChange } from "../api/cancel-email-change";
import { storeCurrentUser } from "../utils/current-user-cache";

/** Drops the pending e-mail change; the answer (no pendingEmail any more) replaces the cached user. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: ({ user }) => storeCurrentUser(queryClient, user),
  });
}
