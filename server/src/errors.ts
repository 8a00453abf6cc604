import { ERROR_STATUS, type ErrorCode } from "@shared/errors";

/** An expected failure a person can act on. Anything thrown that is not an AppError is a bug (500). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fieldErrors?: Record<string, string[]>; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.fieldErrors = options.fieldErrors;
    this.extra = options.extra;
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
