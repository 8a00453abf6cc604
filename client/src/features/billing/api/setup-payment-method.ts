import type { SetupPaymentMethodResponse } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** POST /api/setup-payment-method: a SetupIntent whose client secret the card form confirms. */
export function setupPaymentMethod(userId: number): Promise<SetupPaymentMethodResponse> {
  return api.post<SetupPaymentMethodResponse>("/api/setup-payment-method", { userId });
}
