import type { CreateSubscriptionBody, CreateSubscriptionResponse } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** POST /api/create-subscription: active at once when free, else confirm the first payment. */
export function createSubscription(body: CreateSubscriptionBody): Promise<CreateSubscriptionResponse> {
  return api.post<CreateSubscriptionResponse>("/api/create-subscription", body);
}
