import { useMutation, useQueryClient } from "@tanstack/react-query";
import { cancelSubscription } from "../api/cancel-subscription";
import { subscriptionStatusQuery } from "../api/queries";
import { reactivateSubscription } from "../api/reactivate-subscription";
import { storeCurrentUser } from "../utils/current-user-cache";

const actions = { cancel: cancelSubscription, reactivate: reactivateSubscription } as const;

/** Cancels (at once) or reactivates the user's Pro subscription; the answer becomes the cached status and user. */
export function useSubscriptionAction(userId: number, action: keyof typeof actions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => actions[action](userId),
    onSuccess: ({ message: _message, ...status }) => {
      queryClient.setQueryData(subscriptionStatusQuery(userId, queryClient).queryKey, status);
      storeCurrentUser(queryClient, status.user);
    },
    // A refused action (409: already canceled, nothing to reactivate) means our picture is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: subscriptionStatusQuery(userId, queryClient).queryKey }),
  });
}
