import type { PaymentMethod, PaymentMethodsResponse } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/**
 * The cache key of one user's saved cards. It holds the customer id so that a first saved card (which
 * creates the customer) starts a fresh query; ["payment-methods", userId] matches them all.
 */
export const paymentMethodsQueryKey = (userId: number, customerId?: string | null) =>
  customerId === undefined
    ? (["payment-methods", userId] as const)
    : (["payment-methods", userId, customerId] as const);

/** POST /api/get-payment-methods: the cards saved for the user's payment-provider customer. */
export async function listPaymentMethods(customerId: string): Promise<PaymentMethod[]> {
  const answer = await api.post<PaymentMethodsResponse>("/api/get-payment-methods", { customerId });
  return answer.paymentMethods;
}
