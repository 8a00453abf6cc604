import http from "node:http";
import type { Express } from "express";

// How long a client may take to send its request. A slow or hostile client (slowloris: headers dribbled a
// byte at a time) costs only its own socket: Node serves everyone else meanwhile, and these limits close it.

export type HttpLimits = {
  /** Every header must have arrived by then, or 408 and the socket is closed. */
  headersTimeoutMs: number;
  /** The whole request, body included: a 300 MB upload on a slow mobile uplink needs far more than 5 minutes. */
  requestTimeoutMs: number;
  /** How often Node looks for requests past those limits (its default, 30 s, would double the headers limit). */
  checkIntervalMs: number;
  /**
   * A connection that sends and receives nothing for this long is closed: a body that stalls mid-upload (a
   * slow-loris body) lets its socket go long before the whole-request limit. Progress streams write a comment
   * every 20 s and an analysis answers well within it, so no honest request is idle this long.
   */
  idleTimeoutMs: number;
};

export const HTTP_LIMITS: HttpLimits = {
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 30 * 60_000,
  checkIntervalMs: 2_000,
  idleTimeoutMs: 120_000,
};

export function createHttpServer(app: Express, limits: HttpLimits = HTTP_LIMITS): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    app,
  );
  // With no 'timeout' listener, Node destroys the idle socket itself (the request sees 'aborted'; multer then
  // deletes the partial upload).
  server.setTimeout(limits.idleTimeoutMs);
  return server;
}
