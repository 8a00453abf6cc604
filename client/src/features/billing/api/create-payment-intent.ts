import type { CreatePaymentIntentBody, CreatePaymentIntentResponse } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** POST /api/create-payment-intent: one analysis, less a promo code; granted without a card when free. */
export function createPaymentIntent(body: CreatePaymentIntentBody): Promise<CreatePaymentIntentResponse> {
  return api.post<CreatePaymentIntentResponse>("/api/create-payment-intent", body);
}
