import type { RequestHandler } from "express";
import { AppError } from "../errors";

// Two checks on every state-changing API request:
// 1. Same-site: a browser on another site must not be able to make a signed-in user pay or change
//    anything (SameSite=Lax cookies already stop most of it; this closes the rest). Browsers send Origin
//    and Sec-Fetch-Site on such requests; a request with neither is not from a browser page.
// 2. JSON means JSON: a JSON route that receives a form or text body answers 415 instead of silently
//    seeing an empty body.

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * `exemptPrefixes`: routes that never read the session cookie, such as the public API's (its key travels in the
 * Authorization header, which a browser never adds by itself to a request from another site, so there is nothing
 * to forge; and a program calling it sends no Origin).
 */
export function sameSiteGuard(options: {
  appUrl: string;
  exempt: string[];
  exemptPrefixes?: string[];
}): RequestHandler {
  const appOrigin = new URL(options.appUrl).origin;
  return (req, _res, next) => {
    if (!STATE_CHANGING.has(req.method) || options.exempt.includes(req.path)) return next();
    if (options.exemptPrefixes?.some((prefix) => req.path.startsWith(prefix))) return next();
    const fetchSite = req.get("sec-fetch-site");
    if (fetchSite && !["same-origin", "same-site", "none"].includes(fetchSite)) {
      throw new AppError("FORBIDDEN", "This request came from another website and was refused.");
    }
    const origin = req.get("origin");
    if (origin) {
      let host: string | null = null;
      try {
        host = origin === "null" ? null : new URL(origin).host;
      } catch {
        host = null;
      }
      if (host === null || (host !== req.get("host") && origin !== appOrigin)) {
        throw new AppError("FORBIDDEN", "This request came from another website and was refused.");
      }
    }
    next();
  };
}

export function jsonBodyGuard(options: { multipartPaths: string[]; rawPaths: string[] }): RequestHandler {
  return (req, _res, next) => {
    if (!STATE_CHANGING.has(req.method) || options.rawPaths.includes(req.path)) return next();
    const hasBody = Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
    if (!hasBody) return next();
    const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (options.multipartPaths.includes(req.path)) {
      if (type !== "multipart/form-data") {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as multipart/form-data.");
      }
      return next();
    }
    if (type !== "application/json" && !type.endsWith("+json")) {
      throw new AppError(
        "UNSUPPORTED_MEDIA_TYPE",
        "This API accepts JSON bodies only (Content-Type: application/json).",
      );
    }
    next();
  };
}
