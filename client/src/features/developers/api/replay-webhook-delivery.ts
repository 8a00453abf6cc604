import type { WebhookDeliveryResponse } from "@shared/schemas/webhooks";
import { api } from "@/lib/api-client";

/** POST /api/api-keys/:id/webhook-deliveries/:deliveryId/replay: sends the same event again (202). */
export function replayWebhookDelivery(keyId: string, deliveryId: string): Promise<WebhookDeliveryResponse> {
  return api.post<WebhookDeliveryResponse>(
    `/api/api-keys/${encodeURIComponent(keyId)}/webhook-deliveries/${encodeURIComponent(deliveryId)}/replay`,
  );
}
