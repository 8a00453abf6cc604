import type { ErrorRequestHandler, RequestHandler } from "express";
import type { ErrorBody } from "@shared/errors";
import { AppError } from "../errors";

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

/** The one place that writes error responses (STYLE.md): AppErrors as they are, anything else as a logged 500. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = error instanceof AppError ? error : fromBodyParser(error ?? {});
  const requestId = String(req.id ?? "");
  if (!known) {
    req.log?.error({ err: error }, "unhandled error");
  }
  const appError = known ?? new AppError("INTERNAL", "Something went wrong on our side. Please try again.");
  const body: ErrorBody & Record<string, unknown> = {
    ...appError.extra,
    message: appError.message,
    code: appError.code,
    ...(appError.fieldErrors ? { fieldErrors: appError.fieldErrors } : {}),
    requestId,
  };
  if (res.headersSent) return;
  res.status(appError.status).json(body);
};
