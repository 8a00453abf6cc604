import type { ConfirmPaymentMethodBody, ConfirmPaymentMethodResponse } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** POST /api/confirm-payment-method: stores the card of a confirmed SetupIntent (409 for a duplicate). */
export function confirmPaymentMethod(body: ConfirmPaymentMethodBody): Promise<ConfirmPaymentMethodResponse> {
  return api.post<ConfirmPaymentMethodResponse>("/api/confirm-payment-method", body);
}
