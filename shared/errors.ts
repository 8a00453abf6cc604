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
  "REGISTRATION_CLOSED",
  "PAYMENT_REQUIRED",
  "FILE_TOO_LARGE",
  "UNSUPPORTED_FILE",
  "UNREADABLE_MEDIA",
  "PAYLOAD_TOO_LARGE",
  "RATE_LIMITED",
  "MAINTENANCE",
  "BUSY",
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
  REGISTRATION_CLOSED: 403,
  PAYMENT_REQUIRED: 402,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FILE: 415,
  UNREADABLE_MEDIA: 422,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  BUSY: 503,
  INTERNAL: 500,
};

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
