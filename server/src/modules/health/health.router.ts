import { sql } from "drizzle-orm";
import { Router } from "express";
import type { Db } from "../../db/client";

export function createHealthRouter(deps: { db: Db }) {
  const router = Router();
  // For load balancers and the start script: answers 200 only when the database answers too.
  router.get("/health", async (_req, res) => {
    await deps.db.execute(sql`select 1`);
    res.json({ status: "ok" });
  });
  return router;
}
