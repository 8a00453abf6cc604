import type { SubscriptionActionResponse } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** POST /api/cancel-subscription: ends Pro at once, no further charges. */
export function cancelSubscription(userId: number): Promise<SubscriptionActionResponse> {
  return api.post<SubscriptionActionResponse>("/api/cancel-subscription", { userId });
}
