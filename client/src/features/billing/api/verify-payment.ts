import type { VerifyPaymentBody, VerifyPaymentResponse } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/**
 * POST /api/verify-payment: may an analysis start now? The server may auto-charge the saved card, ask for
 * the bank's authentication (requiresAction), or grant the credit of a payment the browser just confirmed.
 */
export function verifyPayment(body: VerifyPaymentBody): Promise<VerifyPaymentResponse> {
  return api.post<VerifyPaymentResponse>("/api/verify-payment", body);
}
