import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import type { ErrorBody } from "@shared/errors";
import { databaseUnavailableError, isDatabaseUnavailable } from "../db/availability";
import { AppError, isUnstorableText, UNSTORABLE_TEXT_MESSAGE } from "../errors";
import { translateErrorText, translateFieldErrors } from "../i18n/error-text";
import { requestLanguage } from "./request-language";

/** Unknown /api paths answer JSON 404 instead of falling through to the SPA. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new AppError("NOT_FOUND", `No API route for ${req.method} ${req.originalUrl.split("?")[0]}`));
};

function fromBodyParser(error: { type?: string; status?: number }): AppError | null {
  if (error.type === "entity.parse.failed")
    return new AppError("MALFORMED_JSON", "The request body is not valid JSON.");
  if (error.type === "entity.too.large") return new AppError("PAYLOAD_TOO_LARGE", "The request body is too large.");
  if (error.type === "encoding.unsupported" || error.type === "charset.unsupported")
    return new AppError("VALIDATION_FAILED", "The request body uses an unsupported encoding.");
  if (typeof error.status === "number" && error.status >= 400 && error.status < 500)
    return new AppError("VALIDATION_FAILED", "The request could not be read.");
  return null;
}

/** The one place that writes error responses: AppErrors as they are, anything else as a logged 500. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const unavailable = !(error instanceof AppError) && isDatabaseUnavailable(error);
  const known =
    error instanceof AppError
      ? error
      : unavailable
        ? databaseUnavailableError()
        : isUnstorableText(error)
          ? new AppError("VALIDATION_FAILED", UNSTORABLE_TEXT_MESSAGE)
          : fromBodyParser(error ?? {});
  const requestId = String(req.id ?? "");
  if (!known) {
    req.log?.error({ err: error }, "unhandled error");
  } else if (unavailable) {
    // One line, not a stack per request: an outage answers many requests at once.
    req.log?.warn({ reason: error instanceof Error ? error.message : String(error) }, "database unavailable");
  }
  const appError = known ?? new AppError("INTERNAL", "Something went wrong on our side. Please try again.");
  // What the request's log line adds (http/request-log.ts), e.g. the account a wrong password was for.
  if (appError.log) res.locals.logFields = appError.log;
  // In the reader's language (Accept-Language, else the profile's); the code and the log stay as thrown.
  const language = requestLanguage(req);
  const body: ErrorBody & Record<string, unknown> = {
    ...appError.extra,
    message: translateErrorText(appError.message, language),
    code: appError.code,
    ...(appError.fieldErrors ? { fieldErrors: translateFieldErrors(appError.fieldErrors, language) } : {}),
    requestId,
  };
  if (res.headersSent) return;
  const retryAfter = appError.extra?.retryAfterSeconds;
  if (typeof retryAfter === "number" && !res.getHeader("Retry-After")) res.setHeader("Retry-After", String(retryAfter));
  afterUnreadBody(req, res, () => res.status(appError.status).json(body));
};

/** A refused request body up to this size is read to its end before the answer; a larger one is cut off. */
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

/**
 * Runs `send` once the request body the route never read (an upload refused before it was parsed, e.g. a guest's
 * POST /api/analyze) has arrived. Answering mid-body makes Node close the socket under a client still writing,
 * which sees EPIPE instead of our 401. A body past DRAIN_LIMIT_BYTES is not worth reading: the answer goes out
 * with `Connection: close` at once.
 */
function afterUnreadBody(req: Request, res: Response, send: () => void): void {
  // Already read, being read by a parser, or deliberately cut off by the route (an announced oversize upload).
  if (req.complete || req.readableEnded || req.readableFlowing !== null || res.getHeader("Connection") === "close") {
    return send();
  }
  let sent = false;
  let seen = 0;
  const sendOnce = () => {
    if (sent) return;
    sent = true;
    send();
  };
  req.on("data", (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > DRAIN_LIMIT_BYTES) {
      res.setHeader("Connection", "close");
      sendOnce();
    }
  });
  req.on("end", sendOnce);
  req.on("error", sendOnce);
  req.resume();
}
