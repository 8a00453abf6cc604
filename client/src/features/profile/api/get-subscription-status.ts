import type { SubscriptionStatusResponse } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** GET /api/user/{id}/subscription-status: the plan as the server (and the payment provider) sees it now. */
export function getSubscriptionStatus(userId: number): Promise<SubscriptionStatusResponse> {
  return api.get<SubscriptionStatusResponse>(`/api/user/${userId}/subscription-status`);
}
