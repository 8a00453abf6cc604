import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deletePaymentMethod } from "../api/delete-payment-method";
import { paymentMethodsQueryKey } from "../api/list-payment-methods";
import { storeCurrentUser } from "../utils/current-user-cache";

/** Removes a saved card; the answer carries the remaining cards and the user (auto-charge may be off now). */
export function useDeletePaymentMethod(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSuccess: (answer) => {
      queryClient.setQueryData(paymentMethodsQueryKey(userId, answer.user.stripeCustomerId), answer.paymentMethods);
      storeCurrentUser(queryClient, answer.user);
    },
  });
}
