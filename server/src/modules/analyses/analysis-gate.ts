import type { RequestHandler } from "express";
import { MAX_UPLOAD_BYTES } from "@shared/constants";
import { AppError } from "../../errors";
import { currentUser } from "../../http/auth";
import type { Logger } from "../../logger";
import type { BillingService } from "../billing/billing.service";
import type { AnalysisLeases } from "./analysis-leases";

// Admission for uploads, decided BEFORE a byte of the file is read (a 300 MB body costs disk and time):
// the user may have one analysis in flight (else 429), the server takes a bounded number at once (else
// 503), and billing must let the user analyse (else 402), so one account cannot fill the disk or queue everyone else.
// The first two are leases in the database (analysis-leases.ts), so they hold across app processes
// (docs/decisions/013-shared-state-in-postgres.md).

/** The analyses one app process runs at once (its capacity in analysis leases). */
export const MAX_ANALYSES_IN_FLIGHT = 8;

export function createAnalysisGate(deps: {
  billing: Pick<BillingService, "precheck">;
  leases: Pick<AnalysisLeases, "acquire" | "release">;
  logger: Pick<Logger, "error">;
}): RequestHandler {
  return async (req, res, next) => {
    const user = currentUser(req);
    // The body is read and thrown away (never written to disk) before answering: a client still uploading
    // then reads the 402 or 429 instead of a broken connection. Past the upload limit it is cut off.
    const refuse = (error: AppError) => {
      let seen = 0;
      let answered = false;
      const answer = () => {
        if (answered) return;
        answered = true;
        next(error);
      };
      req.on("data", (chunk: Buffer) => {
        seen += chunk.length;
        if (seen > MAX_UPLOAD_BYTES + 64 * 1024) {
          res.setHeader("Connection", "close");
          answer();
        }
      });
      req.on("end", answer);
      req.on("error", answer);
      req.resume();
    };
    // The lease is given back before the answer's last bytes go out, so a creator who retries the moment an
    // analysis failed is not told one is still running; and when the response closes however else it ends
    // (the client gone). The close listener goes on before the acquire, so a client that leaves while it runs
    // does not leak the lease. Releasing twice is harmless (the second finds nothing to delete).
    let acquired = false;
    let closed = false;
    let released: Promise<void> | null = null;
    const release = () => {
      released ??= deps.leases
        .release(user.id)
        .catch((error: unknown) =>
          deps.logger.error({ err: error, userId: user.id }, "releasing an analysis lease failed"),
        );
      return released;
    };
    res.once("close", () => {
      closed = true;
      if (acquired) void release();
    });
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      if (!acquired) return end(...args);
      void release().then(() => end(...args));
      return res;
    }) as typeof res.end;
    const outcome = await deps.leases.acquire(user.id);
    if (outcome === "user-busy") {
      return refuse(
        new AppError("RATE_LIMITED", "You already have an analysis running. Please wait for it to finish."),
      );
    }
    if (outcome === "server-busy") {
      res.setHeader("Retry-After", "30");
      return refuse(new AppError("BUSY", "We're analysing a lot of content right now. Please try again in a minute."));
    }
    acquired = true;
    if (closed) return void release();
    // Billing decides (and may auto-charge the saved card, once per request) before a byte is stored.
    try {
      await deps.billing.precheck(user);
    } catch (error) {
      if (error instanceof AppError) return refuse(error);
      throw error;
    }
    next();
  };
}
