import type { SubscriptionActionResponse } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** POST /api/reactivate-subscription: keeps a Pro subscription that was set to end at the period's end. */
export function reactivateSubscription(userId: number): Promise<SubscriptionActionResponse> {
  return api.post<SubscriptionActionResponse>("/api/reactivate-subscription", { userId });
}
