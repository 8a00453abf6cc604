import type { ChargeResult, ChargeStoredPaymentBody } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** POST /api/charge-stored-payment: one analysis charged to the default saved card (402 without one). */
export function chargeStoredPayment(body: ChargeStoredPaymentBody): Promise<ChargeResult> {
  return api.post<ChargeResult>("/api/charge-stored-payment", body);
}
