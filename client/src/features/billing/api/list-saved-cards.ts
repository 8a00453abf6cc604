import type { PaymentMethod, PaymentMethodsResponse } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** POST /api/get-payment-methods: the saved cards the payment dialog offers to pay with (default first). */
export async function listSavedCards(customerId: string): Promise<PaymentMethod[]> {
  const answer = await api.post<PaymentMethodsResponse>("/api/get-payment-methods", { customerId });
  return answer.paymentMethods;
}
