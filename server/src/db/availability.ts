import { AppError } from "../errors";

// When the database does not answer (restarting, unreachable, our connection killed), a request fails with a driver
// error that is nobody's bug: it is answered 503 with Retry-After, and the pool reconnects by itself on the next query
// (docs/decisions/015-processes-talk-through-postgres.md).

/** How long a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE =
  "ViralScore can't reach its database for a moment. Nothing was saved or charged; please try again in a few seconds.";

// Socket-level failures (node-postgres), and PostgreSQL's codes for "this database cannot serve us now", none of
// which a request caused: class 08 (connection exception), class 28 (our credentials refused, e.g. 28P01 after a
// password rotation), 3D000 (the database does not exist: dropped or renamed), class 53 (the server is out of
// disk, memory or connections), 57P01-57P05 (shutdown, crash, startup, dropped database, idle session ended) and
// class 58 (the server's own I/O or system errors).
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EAI_AGAIN",
]);
const SERVER_CODES = /^(08...|28...|3D000|53...|57P0[1-5]|58...)$/;
// node-postgres says these in the message only (no code).
const DRIVER_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|Client was closed|the database system is (starting up|shutting down)|PGlite is closed/i;

/** True when `error` (or an error it wraps: Drizzle's query error, an AggregateError) says the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 12) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const record = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof record.code === "string" && (NETWORK_CODES.has(record.code) || SERVER_CODES.test(record.code))) {
      return true;
    }
    if (typeof record.message === "string" && DRIVER_MESSAGES.test(record.message)) return true;
    queue.push(record.cause);
    if (Array.isArray(record.errors)) queue.push(...record.errors);
  }
  return false;
}

export function databaseUnavailableError(): AppError {
  return new AppError("DATABASE_UNAVAILABLE", DATABASE_UNAVAILABLE_MESSAGE, {
    extra: { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
  });
}
