import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deletePaymentMethod } from "../api/delete-payment-method";
import { paymentMethodsQuery } from "../api/queries";
import { storeCurrentUser } from "../utils/current-user-cache";

/** Removes a saved card; the answer carries the remaining cards and the user (auto-charge may be off now). */
export function useDeletePaymentMethod(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSuccess: (answer) => {
      queryClient.setQueryData(
        paymentMethodsQuery(userId, answer.user.stripeCustomerId).queryKey,
        answer.paymentMethods,
      );
      storeCurrentUser(queryClient, answer.user);
    },
  });
}
