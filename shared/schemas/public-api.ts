import { z } from "zod";
import { CAPTION_MAX, HASHTAGS_MAX } from "../constants";
import { analysisSchema } from "./analysis";
import { controlCharacterMessage, isCleanMultiLine, isOneLine } from "./common";
import { scoreTextResponseSchema } from "./planning";

// The public API: the keys a Pro user manages from the profile (/api/api-keys, session cookie) and the versioned
// routes a program calls with one of them (/api/v1, Authorization: Bearer). The OpenAPI document is generated
// from these same schemas (server/src/modules/public-api/openapi.ts).

/** Monthly API analyses included in Pro; each one past that costs API_OVERAGE_CENTS from the saved card. */
export const API_INCLUDED_ANALYSES = 500;
export const API_OVERAGE_CENTS = 100;
export const API_KEYS_MAX_ACTIVE = 10;
export const API_RATE_LIMIT_PER_MINUTE = 60;
/** How many characters of a key are shown in lists ("vs_live_" and six more). */
export const API_KEY_PREFIX_LENGTH = 14;
export const API_KEY_NAME_MAX = 60;
export const IDEMPOTENCY_KEY_MAX = 255;

// ---------- Keys (/api/api-keys, from the profile) ----------

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The first 14 characters of the key, e.g. "vs_live_Ab12Cd": enough to tell keys apart, useless to a thief. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  webhookUrl: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyBodySchema = z
  .object({
    name: z
      .string({ message: "Name must be text" })
      .trim()
      .min(1, "Name is required")
      .max(API_KEY_NAME_MAX, `Name must be at most ${API_KEY_NAME_MAX} characters`)
      .refine(isOneLine, controlCharacterMessage("Name")),
  })
  .strict();
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

/** 201 of POST /api/api-keys: `key` is the full secret, shown this once and never again. */
export const createApiKeyResponseSchema = z.object({ apiKey: apiKeySchema, key: z.string() });
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;
export const apiKeyListResponseSchema = z.object({ apiKeys: z.array(apiKeySchema) });
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponseSchema>;
export const apiKeyResponseSchema = z.object({ apiKey: apiKeySchema });
export type ApiKeyResponse = z.infer<typeof apiKeyResponseSchema>;

export const uuidParamSchema = z.object({
  id: z.string({ message: "The id must be text" }).pipe(z.uuid({ message: "The id must be a UUID" })),
});
export type UuidParam = z.infer<typeof uuidParamSchema>;

// ---------- /api/v1 ----------

export const API_JOB_STATUSES = ["queued", "processing", "completed", "failed"] as const;
export type ApiJobStatus = (typeof API_JOB_STATUSES)[number];

const captionField = z
  .string({ message: "Caption must be text" })
  .max(CAPTION_MAX, `Caption must be at most ${CAPTION_MAX} characters`)
  .refine(isCleanMultiLine, controlCharacterMessage("Caption", true));
const hashtagsField = z
  .string({ message: "Hashtags must be text" })
  .max(HASHTAGS_MAX, `Hashtags must be at most ${HASHTAGS_MAX} characters`)
  .refine(isOneLine, controlCharacterMessage("Hashtags"));

/** The text parts of POST /api/v1/analyses (multipart/form-data); the `file` part is checked by its content. */
export const apiAnalysisFieldsSchema = z
  .object({ caption: captionField.optional().default(""), hashtags: hashtagsField.optional().default("") })
  .strict();
export type ApiAnalysisFields = z.infer<typeof apiAnalysisFieldsSchema>;

/** The Idempotency-Key header: printable ASCII, so that it can be stored and compared as it came. */
export const idempotencyKeySchema = z
  .string()
  .min(1, "Idempotency-Key must not be empty")
  .max(IDEMPOTENCY_KEY_MAX, `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX} characters`)
  .regex(/^[\x21-\x7e]+$/, "Idempotency-Key must be printable ASCII without spaces");

export const apiJobErrorSchema = z.object({ code: z.string(), message: z.string() });

export const apiJobSchema = z.object({
  id: z.uuid(),
  status: z.enum(API_JOB_STATUSES),
  /** Place in the line for the engine (1 is next), while queued. */
  position: z.number().int().min(1).optional(),
  /** The full analysis, with its second-by-second timeline for a video, once completed. */
  analysis: analysisSchema.optional(),
  error: apiJobErrorSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApiJob = z.infer<typeof apiJobSchema>;

/** 202 of POST /api/v1/analyses. */
export const apiJobAcceptedSchema = z.object({
  id: z.uuid(),
  status: z.literal("queued"),
  position: z.number().int().min(1),
});
export type ApiJobAccepted = z.infer<typeof apiJobAcceptedSchema>;

export const apiJobListQuerySchema = z
  .object({
    limit: z.coerce
      .number({ message: "limit must be a number" })
      .int("limit must be a whole number")
      .min(1, "limit must be at least 1")
      .max(100, "limit must be at most 100")
      .default(20),
    cursor: z
      .string({ message: "cursor must be text" })
      .max(200, "cursor is not valid")
      .regex(/^[A-Za-z0-9_-]+$/, "cursor is not valid")
      .optional(),
  })
  .strict();
export type ApiJobListQuery = z.infer<typeof apiJobListQuerySchema>;
export const apiJobListResponseSchema = z.object({ data: z.array(apiJobSchema), nextCursor: z.string().nullable() });
export type ApiJobListResponse = z.infer<typeof apiJobListResponseSchema>;

/** POST /api/v1/captions/score (JSON). */
export const captionScoreBodySchema = z
  .object({ caption: captionField, hashtags: hashtagsField.optional().default("") })
  .strict();
export type CaptionScoreBody = z.infer<typeof captionScoreBodySchema>;
export const captionScoreResponseSchema = scoreTextResponseSchema;
export type CaptionScoreResponse = z.infer<typeof captionScoreResponseSchema>;

/** GET /api/v1/usage: the calendar month in UTC. */
export const apiUsageSchema = z.object({
  /** "YYYY-MM", UTC. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Analyses included in Pro each month. */
  includedAnalyses: z.number().int(),
  /** Analyses asked for this month, included and paid. */
  analysesUsed: z.number().int().min(0),
  /** Of those, the ones past the allowance, each charged API_OVERAGE_CENTS. */
  overageAnalyses: z.number().int().min(0),
  /** Included analyses left this month. */
  includedRemaining: z.number().int().min(0),
  /** Price of one analysis past the allowance, in cents. */
  overagePriceCents: z.number().int(),
  /** Requests this key may make per minute, and how many it made in the current window. */
  rateLimitPerMinute: z.number().int(),
  requestsThisMinute: z.number().int().min(0),
});
export type ApiUsage = z.infer<typeof apiUsageSchema>;
