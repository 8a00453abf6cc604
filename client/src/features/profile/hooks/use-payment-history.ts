import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { requestRefund } from "../api/payments";
import { paymentHistoryQuery } from "../api/queries";

/** The user's payments, asked again on every visit (an admin may have refunded one meanwhile). */
export function usePaymentHistory() {
  return useQuery({ ...paymentHistoryQuery(), refetchOnMount: "always" });
}

/** "Request a refund": stored by the server, then the list shows the request as the server has it. */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentHistoryQuery().queryKey }),
  });
}
