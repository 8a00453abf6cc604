import { sql } from "drizzle-orm";
import { Router } from "express";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../db/availability";
import type { Db } from "../../db/client";
import type { ScoringEngine } from "../../scoring/types";

/** How long the health check waits for the database before calling it unreachable. */
const DATABASE_CHECK_TIMEOUT_MS = 2000;

/** The engine's models as health reports them. */
const MODELS = { warming: "loading", ready: "ready", degraded: "unavailable" } as const;

export function createHealthRouter(deps: {
  db: Db;
  engine: Pick<ScoringEngine, "readiness">;
  isShuttingDown?: () => boolean;
}) {
  const router = Router();
  // For load balancers and the start script: 200 only when the database answers too, and 503 while this process drains
  // for a shutdown, so a balancer stops sending it work. While the engine's models load after a start, the answer is
  // still 200 with status "warming": the process serves every other request, and an analysis that arrives meanwhile
  // waits for the models. Models that failed to load are reported but are no reason to stop traffic: the engine scores
  // without them.
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
      const readiness = deps.engine.readiness();
      res.json({ status: readiness === "warming" ? "warming" : "ok", database: "ok", models: MODELS[readiness] });
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
