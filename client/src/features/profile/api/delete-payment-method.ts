import type { DeletePaymentMethodResponse } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** DELETE /api/payment-method/{id}: removes a saved card; answers the remaining cards and the updated user. */
export function deletePaymentMethod(paymentMethodId: string): Promise<DeletePaymentMethodResponse> {
  return api.delete<DeletePaymentMethodResponse>(`/api/payment-method/${encodeURIComponent(paymentMethodId)}`);
}
