import compression from "compression";
import type { RequestHandler } from "express";

/**
 * brotli or gzip for API JSON answers of 1 KB or more (the admin lists, an analysis, the analyses list), at
 * compression's default levels (brotli 4, gzip 6: fast enough per request). Everything else goes as it is:
 * the progress events (text/event-stream would sit in the compressor until it flushes), and the CSV and JSON
 * downloads (Content-Disposition), which stream batch by batch and watch the socket for a client that left.
 */
export function compressJson(): RequestHandler {
  return compression({
    threshold: 1024,
    filter: (_req, res) => {
      const type = String(res.getHeader("Content-Type") ?? "");
      return type.startsWith("application/json") && !res.getHeader("Content-Disposition");
    },
  });
}
