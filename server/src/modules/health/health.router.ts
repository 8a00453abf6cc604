import { sql } from "drizzle-orm";
import { Router } from "express";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../db/availability";
import type { Db } from "../../db/client";

/** How long the health check waits for the database before calling it unreachable. */
const DATABASE_CHECK_TIMEOUT_MS = 2000;

export function createHealthRouter(deps: { db: Db; isShuttingDown?: () => boolean }) {
  const router = Router();
  // For load balancers and the start script: 200 only when the database answers too, and 503 while this process
  // drains for a shutdown, so a balancer stops sending it work (issue #12).
  router.get("/health", async (req, res) => {
    if (deps.isShuttingDown?.()) {
      res.status(503).json({ status: "shutting-down", database: "unknown" });
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error("no answer in time")), DATABASE_CHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([deps.db.execute(sql`select 1`), timeout]);
      res.json({ status: "ok", database: "ok" });
    } catch (error) {
      // The driver's text (host names, user names, the reason a password was refused) is for the operator's log,
      // not for anyone who can reach this public route.
      req.log?.warn({ err: error }, "health check: database unreachable");
      res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      res.status(503).json({
        status: "unavailable",
        database: "unreachable",
        message: "The database is unreachable. Please try again in a few seconds.",
      });
    } finally {
      clearTimeout(timer);
    }
  });
  return router;
}
