import type { WebhookDeliveryListResponse, WebhookDelivery } from "@shared/schemas/webhooks";
import { api } from "@/lib/api-client";

/** GET /api/api-keys/:id/webhook-deliveries: the key's recent deliveries with every attempt. */
export async function listWebhookDeliveries(keyId: string): Promise<WebhookDelivery[]> {
  const answer = await api.get<WebhookDeliveryListResponse>(
    `/api/api-keys/${encodeURIComponent(keyId)}/webhook-deliveries`,
  );
  return answer.deliveries;
}
