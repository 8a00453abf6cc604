import { useQuery, useQueryClient } from "@tanstack/react-query";
import { paymentMethodsOfUser, paymentMethodsQuery } from "../api/queries";
import { refreshCurrentUser } from "../utils/current-user-cache";

/**
 * The user's saved cards. A user without a payment-provider customer has none, so nothing is asked and
 * the list is empty at once.
 */
export function usePaymentMethods(userId: number, customerId: string | null) {
  return useQuery({
    ...paymentMethodsQuery(userId, customerId),
    // A card saved in another tab or removed at the provider shows up on the next visit.
    refetchOnMount: "always",
    // Keep the old list on screen while the list of a new customer id loads, instead of a skeleton.
    placeholderData: (previous) => previous,
  });
}

/** After a card was saved: the user (customer id, default card) and the list both changed on the server. */
export function useRefreshAfterCardSaved(userId: number) {
  const queryClient = useQueryClient();
  return () => {
    refreshCurrentUser(queryClient);
    void queryClient.invalidateQueries({ queryKey: paymentMethodsOfUser(userId) });
  };
}
