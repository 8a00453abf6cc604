import { Router } from "express";
import {
  type WebhookDeliveryListResponse,
  type WebhookDeliveryParams,
  webhookDeliveryParamsSchema,
  type WebhookDeliveryResponse,
  type WebhookKeyParams,
  webhookKeyParamsSchema,
  type WebhookUrlBody,
  webhookUrlBodySchema,
  type WebhookUrlResponse,
} from "@shared/schemas/webhooks";
import { noInputBodySchema } from "@shared/schemas/refunds";
import { currentUser, requireUser } from "../../http/auth";
import { requestLanguage } from "../../http/request-language";
import { validate } from "../../http/validate";
import { translateErrorText } from "../../i18n/error-text";
import type { WebhooksService } from "./webhooks.service";

// The owner's webhook routes on an API key (session cookie, from the profile). Another user's key answers 404.

export function createWebhooksRouter(deps: { webhooks: WebhooksService }) {
  const router = Router();

  router.put(
    "/api-keys/:id/webhook",
    requireUser,
    validate({ params: webhookKeyParamsSchema, body: webhookUrlBodySchema }),
    async (req, res) => {
      const { id } = req.params as unknown as WebhookKeyParams;
      const { url } = req.body as WebhookUrlBody;
      const body: WebhookUrlResponse = await deps.webhooks.setWebhookUrl(currentUser(req), id, url);
      res.json(body);
    },
  );

  router.get(
    "/api-keys/:id/webhook-deliveries",
    requireUser,
    validate({ params: webhookKeyParamsSchema }),
    async (req, res) => {
      const { id } = req.params as unknown as WebhookKeyParams;
      // What went wrong on each attempt, in the reader's language (the log stores it as the sender wrote it).
      const language = requestLanguage(req);
      const deliveries = await deps.webhooks.listDeliveries(currentUser(req), id);
      const body: WebhookDeliveryListResponse = {
        deliveries: deliveries.map((delivery) => ({
          ...delivery,
          attempts: delivery.attempts.map((attempt) =>
            attempt.error ? { ...attempt, error: translateErrorText(attempt.error, language) } : attempt,
          ),
        })),
      };
      res.json(body);
    },
  );

  router.post(
    "/api-keys/:id/webhook-deliveries/:deliveryId/replay",
    requireUser,
    // The path is the whole request: a field sent along is refused by name.
    validate({ params: webhookDeliveryParamsSchema, body: noInputBodySchema }),
    async (req, res) => {
      const { id, deliveryId } = req.params as unknown as WebhookDeliveryParams;
      const body: WebhookDeliveryResponse = {
        delivery: await deps.webhooks.replay(currentUser(req), id, deliveryId),
      };
      res.status(202).json(body);
    },
  );

  return router;
}
