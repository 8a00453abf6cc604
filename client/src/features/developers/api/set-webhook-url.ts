import type { WebhookUrlBody, WebhookUrlResponse } from "@shared/schemas/webhooks";
import { api } from "@/lib/api-client";

/** PUT /api/api-keys/:id/webhook: sets (with a new signing secret, sent once) or clears (null) the key's webhook. */
export function setWebhookUrl(id: string, body: WebhookUrlBody): Promise<WebhookUrlResponse> {
  return api.put<WebhookUrlResponse>(`/api/api-keys/${encodeURIComponent(id)}/webhook`, body);
}
