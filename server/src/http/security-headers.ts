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
  const assetHeaders = new Map([...headers].filter(([name]) => SUBRESOURCE_HEADERS.has(name.toLowerCase())));
  return (req, res, next) => {
    res.setHeaders(req.path.startsWith(ASSETS_PATH) ? assetHeaders : headers);
    next();
  };
}

/**
 * The built client's hashed files (scripts, the stylesheet, fonts, images) are subresources: a browser reads a
 * policy such as CSP, X-Frame-Options or COOP only from a document (or a worker, and the client starts none), so on
 * these responses those headers were 0.9 KB of every file's 1.2 KB of headers, 28 KB on a first visit to the
 * landing page. What does govern a subresource stays: no sniffing of its type, who may embed it, the referrer of
 * the requests a stylesheet makes, and HSTS, which any response may carry. Only the build's own files live here,
 * never a user's (uploads are served by the API), and a missing file is plain text, never a page (http/client.ts).
 */
const ASSETS_PATH = "/assets/";
const SUBRESOURCE_HEADERS = new Set([
  "x-content-type-options",
  "cross-origin-resource-policy",
  "referrer-policy",
  "strict-transport-security",
]);

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
