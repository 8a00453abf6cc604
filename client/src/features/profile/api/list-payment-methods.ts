import type { PaymentMethod, PaymentMethodsResponse } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** POST /api/get-payment-methods: the cards saved for the user's payment-provider customer. */
export async function listPaymentMethods(customerId: string): Promise<PaymentMethod[]> {
  const answer = await api.post<PaymentMethodsResponse>("/api/get-payment-methods", { customerId });
  return answer.paymentMethods;
}
