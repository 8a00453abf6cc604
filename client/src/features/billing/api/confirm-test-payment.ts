import type { ConfirmOutcome, TestCardConfirmBody } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** TEST MODE only: POST /api/test-payments/confirm confirms a PaymentIntent or SetupIntent with a test card. */
export function confirmTestPayment(body: TestCardConfirmBody): Promise<ConfirmOutcome> {
  return api.post<ConfirmOutcome>("/api/test-payments/confirm", body);
}
