import { z } from "zod";
import { controlCharacterMessage, isOneLine } from "./common";
import { apiKeySchema } from "./public-api";

// Webhooks of the public API (docs/decisions/039-webhooks.md): each API key may name one URL that receives the
// outcome of its analysis jobs, signed per the Standard Webhooks specification and retried with back-off. The
// owner sets it and reads the log of deliveries from the profile (session cookie).

export const WEBHOOK_EVENT_TYPES = ["analysis.completed", "analysis.failed"] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_URL_MAX = 2048;
/** The deliveries the log shows, newest first. */
export const WEBHOOK_DELIVERIES_LISTED = 50;

/**
 * PUT /api/api-keys/:id/webhook. The scheme, the credentials and the address the host resolves to are checked by
 * the server (https only outside test mode, never a private address), which knows the mode and can resolve names.
 */
export const webhookUrlBodySchema = z
  .object({
    url: z
      .string({ message: "The webhook URL must be text or null" })
      .trim()
      .min(1, "Enter the webhook URL, or null to remove it")
      .max(WEBHOOK_URL_MAX, `The webhook URL must be at most ${WEBHOOK_URL_MAX} characters`)
      .refine(isOneLine, controlCharacterMessage("The webhook URL"))
      .refine((value) => URL.canParse(value), "Enter a full URL, such as https://example.com/webhooks")
      .nullable(),
  })
  .strict();
export type WebhookUrlBody = z.infer<typeof webhookUrlBodySchema>;

/** 200 of PUT /api/api-keys/:id/webhook: the signing secret is shown this once (null when the URL was removed). */
export const webhookUrlResponseSchema = z.object({ apiKey: apiKeySchema, webhookSecret: z.string().nullable() });
export type WebhookUrlResponse = z.infer<typeof webhookUrlResponseSchema>;

const keyId = z.uuid({ message: "The key id must be a UUID" });

export const webhookKeyParamsSchema = z.object({ id: keyId });
export type WebhookKeyParams = z.infer<typeof webhookKeyParamsSchema>;
export const webhookDeliveryParamsSchema = z.object({
  id: keyId,
  deliveryId: z.uuid({ message: "The delivery id must be a UUID" }),
});
export type WebhookDeliveryParams = z.infer<typeof webhookDeliveryParamsSchema>;

/** One try to post a delivery: the receiver's status code, or the error when there was no answer (or a refusal). */
export const webhookAttemptSchema = z.object({
  attemptedAt: z.string(),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int().min(0),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  /** Also the `webhook-id` header: the same on every attempt, so a receiver can drop a repeat. */
  id: z.uuid(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  jobId: z.uuid(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.array(webhookAttemptSchema),
  /** When the next try goes out; null once delivered or given up. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListResponseSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryListResponse = z.infer<typeof webhookDeliveryListResponseSchema>;
export const webhookDeliveryResponseSchema = z.object({ delivery: webhookDeliverySchema });
export type WebhookDeliveryResponse = z.infer<typeof webhookDeliveryResponseSchema>;

/**
 * The JSON body a receiver gets (Standard Webhooks' `type`, `timestamp`, `data`). `data.id` is the job's id, as
 * GET /api/v1/analyses/:id knows it; `score` comes with a completed job, `error` with a failed one.
 */
export const webhookEventSchema = z.object({
  type: z.enum(WEBHOOK_EVENT_TYPES),
  timestamp: z.string(),
  data: z.object({
    id: z.uuid(),
    status: z.enum(["completed", "failed"]),
    analysisId: z.number().int().nullable(),
    score: z.number().optional(),
    error: z.object({ code: z.string(), message: z.string() }).optional(),
  }),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;
