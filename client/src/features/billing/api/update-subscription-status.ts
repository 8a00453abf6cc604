import type { SubscriptionStatusResponse } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** POST /api/update-subscription-status: the server re-reads the first payment and activates Pro. */
export function updateSubscriptionStatus(body: {
  userId: number;
  paymentIntentId?: string;
}): Promise<SubscriptionStatusResponse> {
  return api.post<SubscriptionStatusResponse>("/api/update-subscription-status", body);
}
