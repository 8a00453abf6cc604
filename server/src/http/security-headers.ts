import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's security headers, worked out once at start and set in one step per response. Helmet runs eleven middlewares
 * in a chain, each setting one header that never depends on the request (we use no CSP nonces): that chain was about a
 * tenth of a signed-in GET /api/user (profiled under `npm run bench:api`). Helmet stays the source of every header and
 * value; only the repetition goes.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): RequestHandler {
  const headers = headersSetBy(helmet(options));
  return (_req, res, next) => {
    res.setHeaders(headers);
    next();
  };
}

/** Runs a header-only middleware against a stand-in response and returns the headers it set. */
export function headersSetBy(middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) {
  const headers = new Map<string, string>();
  let isDone = false;
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
      return res;
    },
    removeHeader: (name: string) => void headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  middleware({ method: "GET", url: "/", headers: {} } as IncomingMessage, res as unknown as ServerResponse, () => {
    isDone = true;
  });
  if (!isDone) throw new Error("the security headers middleware did not finish synchronously");
  return headers;
}
