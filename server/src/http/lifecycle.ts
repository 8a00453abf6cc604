import type { RequestHandler, Response } from "express";
import { AppError } from "../errors";

// A graceful shutdown (docs/decisions/015-processes-talk-through-postgres.md). On SIGTERM the server stops accepting
// connections, answers any new request on a kept-alive connection with 503 SHUTTING_DOWN (so the load balancer retries
// it elsewhere), lets the requests in flight finish (an analysis, a payment) up to a deadline, and then ends the
// progress streams with a last event telling the browser to reconnect, which the balancer sends to another process.

export type ShutdownReport = { finished: number; abandoned: number; streamsClosed: number; waitedMs: number };

const RETRY_AFTER_SECONDS = 5;

export function createLifecycle() {
  let draining = false;
  const inFlight = new Set<Response>();
  const streams = new Map<Response, () => void>();
  const idleWaiters = new Set<() => void>();

  const settleIfIdle = () => {
    if (inFlight.size > 0) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters.clear();
  };

  return {
    get isDraining(): boolean {
      return draining;
    },

    /** Counts every request until its answer is done; refuses new ones while draining. */
    track: ((req, res, next) => {
      if (draining) {
        res.setHeader("Connection", "close");
        return next(
          new AppError("SHUTTING_DOWN", "This server is restarting. Please try again in a few seconds.", {
            extra: { retryAfterSeconds: RETRY_AFTER_SECONDS },
          }),
        );
      }
      inFlight.add(res);
      res.on("close", () => {
        inFlight.delete(res);
        streams.delete(res);
        if (draining) settleIfIdle();
      });
      next();
    }) as RequestHandler,

    /**
     * A long-lived stream (server-sent events): not waited for, and closed by `closeStream` (which writes its
     * last event) once the requests in flight are done.
     */
    registerStream(res: Response, closeStream: () => void): void {
      inFlight.delete(res);
      streams.set(res, closeStream);
      if (draining) settleIfIdle();
    },

    /**
     * Stops taking requests, waits for those in flight up to `deadlineMs`, runs `beforeClosingStreams` (the last
     * progress stages still being sent), then closes the streams.
     */
    async drain(deadlineMs: number, beforeClosingStreams?: () => Promise<void>): Promise<ShutdownReport> {
      draining = true;
      const started = Date.now();
      const before = inFlight.size;
      if (inFlight.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          new Promise<void>((resolve) => idleWaiters.add(resolve)),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, deadlineMs))),
        ]);
        clearTimeout(timer);
      }
      const abandoned = inFlight.size;
      await beforeClosingStreams?.().catch(() => {});
      const streamsClosed = streams.size;
      for (const close of [...streams.values()]) close();
      streams.clear();
      return { finished: before - abandoned, abandoned, streamsClosed, waitedMs: Date.now() - started };
    },
  };
}
export type Lifecycle = ReturnType<typeof createLifecycle>;
