import { z } from "zod";

// The closed list of error codes the API answers with. `message` is for people; `code` is for code.
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "MALFORMED_JSON",
  "UNAUTHENTICATED",
  "INVALID_CREDENTIALS",
  "EMAIL_NOT_VERIFIED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "TOKEN_INVALID",
  "TOKEN_EXPIRED",
  "ALREADY_VERIFIED",
  "PREVIEW_EXPIRED",
  "REGISTRATION_CLOSED",
  "PAYMENT_REQUIRED",
  "PAYMENT_METHOD_REQUIRED",
  "CARD_DECLINED",
  "PROMO_INVALID",
  "OFFER_INVALID",
  "PAYMENT_PROVIDER_ERROR",
  "MAIL_FAILED",
  "UNSUPPORTED_MEDIA_TYPE",
  "FILE_TOO_LARGE",
  "UNSUPPORTED_FILE",
  "UNREADABLE_MEDIA",
  "PAYLOAD_TOO_LARGE",
  "RATE_LIMITED",
  // The public API: an Idempotency-Key already used for a different request.
  "IDEMPOTENCY_MISMATCH",
  "MAINTENANCE",
  "BUSY",
  // Our fault, not the request's (docs/decisions/014-our-faults-are-503.md): a media tool or model worker died or
  // timed out, the database is not answering, the upload folder is full, or this process is shutting down. Nothing
  // was consumed.
  "ANALYSIS_FAILED",
  "DATABASE_UNAVAILABLE",
  "STORAGE_FULL",
  "SHUTTING_DOWN",
  "INTERNAL",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOKEN_INVALID: 400,
  TOKEN_EXPIRED: 410,
  ALREADY_VERIFIED: 409,
  PREVIEW_EXPIRED: 410,
  REGISTRATION_CLOSED: 403,
  PAYMENT_REQUIRED: 402,
  PAYMENT_METHOD_REQUIRED: 402,
  CARD_DECLINED: 402,
  PROMO_INVALID: 400,
  OFFER_INVALID: 400,
  PAYMENT_PROVIDER_ERROR: 502,
  MAIL_FAILED: 502,
  UNSUPPORTED_MEDIA_TYPE: 415,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
  UNREADABLE_MEDIA: 422,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  IDEMPOTENCY_MISMATCH: 422,
  MAINTENANCE: 503,
  BUSY: 503,
  ANALYSIS_FAILED: 503,
  DATABASE_UNAVAILABLE: 503,
  STORAGE_FULL: 507,
  SHUTTING_DOWN: 503,
  INTERNAL: 500,
};

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
