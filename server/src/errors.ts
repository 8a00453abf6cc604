import { ERROR_STATUS, type ErrorCode } from "@shared/errors";

/** An expected failure a person can act on. Anything thrown that is not an AppError is a bug (500). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly extra: Record<string, unknown> | undefined;
  /** For the request's log line only, never the answer: e.g. the account a wrong password was for. */
  readonly log: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      fieldErrors?: Record<string, string[]>;
      extra?: Record<string, unknown>;
      log?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fieldErrors = options.fieldErrors;
    this.extra = options.extra;
    this.log = options.log;
  }
}

/** Postgres unique violation (both node-postgres and PGlite surface it as code 23505, maybe wrapped in `cause`). */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const record = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (record.code === "23505") return { constraint: typeof record.constraint === "string" ? record.constraint : "" };
    current = record.cause;
  }
  return null;
}

/**
 * PostgreSQL refused a text value it cannot store: 22021 (a NUL byte or bytes that are not UTF-8) or 22P05 (a
 * character the database's encoding has no place for). The request sent it, so it is a 400, not our 500.
 */
export function isUnstorableText(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const record = current as { code?: unknown; cause?: unknown };
    if (record.code === "22021" || record.code === "22P05") return true;
    current = record.cause;
  }
  return false;
}

export const UNSTORABLE_TEXT_MESSAGE =
  "The request contains characters that cannot be stored (such as a NUL byte). Please remove them and try again.";

/** The 400 for a field holding a control character (a NUL byte cannot be stored), in the shape of a schema's refusal. */
export function controlCharacterError(field: string): AppError {
  const message = `${field} must not contain control characters (such as a NUL byte)`;
  return new AppError("VALIDATION_FAILED", message, { fieldErrors: { [field]: [message] } });
}

/** Control characters shown as `\u0000` escapes: text that can be stored and read (an attempt log's username). */
export function escapeControlCharacters(value: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point of this pattern
  return value.replace(/[\u0000-\u001f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
