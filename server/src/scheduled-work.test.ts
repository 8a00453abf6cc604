import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisLeases, analysisProgress, rateLimitCounters, scheduledJobs } from "./db/schema";
import { createScheduler } from "./lib/scheduler";
import { createLogger } from "./logger";
import { scheduleMaintenance, uploadSweepJobName } from "./scheduled-work";
import { createTestContext, signUp, type TestContext } from "../test/app";

// The maintenance jobs on the real database: each is its own scheduled job, and one round of them clears what has
// expired and keeps the rest.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

describe("scheduleMaintenance", () => {
  it("when the scheduler starts, then every sweep runs once as its own job and clears only what expired", async () => {
    const db = ctx.database.db;
    const { user } = await signUp(ctx, "sweeps");
    const { user: other } = await signUp(ctx, "sweeps");
    await db.insert(rateLimitCounters).values([
      { key: "old", hits: 3, resetAt: sql`now() - interval '1 minute'` },
      { key: "current", hits: 3, resetAt: sql`now() + interval '1 minute'` },
    ]);
    await db.insert(analysisLeases).values([
      { userId: user.id, holder: "dead", expiresAt: sql`now() - interval '2 hours'` },
      { userId: other.id, holder: "alive", expiresAt: sql`now() + interval '1 minute'` },
    ]);
    await db.insert(analysisProgress).values([
      { requestId: "stale", userId: user.id, updatedAt: sql`now() - interval '2 hours'` },
      { requestId: "live", userId: user.id },
    ]);
    fs.mkdirSync(ctx.config.uploadDir, { recursive: true });
    const oldUpload = path.join(ctx.config.uploadDir, "left-by-a-crash.mp4");
    const newUpload = path.join(ctx.config.uploadDir, "being-analysed.mp4");
    fs.writeFileSync(oldUpload, "x");
    fs.writeFileSync(newUpload, "x");
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(oldUpload, twoHoursAgo, twoHoursAgo);

    const scheduler = createScheduler({ db, holder: "test-process", logger: createLogger("silent") });
    scheduleMaintenance(scheduler, { services: ctx.services, config: ctx.config, logger: createLogger("silent"), db });
    scheduler.start();
    try {
      await expect
        .poll(async () => (await db.select().from(scheduledJobs)).filter((j) => j.runs === 1).length)
        .toBe(12);
    } finally {
      await scheduler.stop();
    }

    const names = (await db.select().from(scheduledJobs)).map((j) => j.name);
    expect(names).toContain(uploadSweepJobName(ctx.config.uploadDir));
    expect(names).toContain("sweep-login-guard");
    expect(names).toEqual(expect.arrayContaining(["fail-lost-api-jobs", "forget-idempotency-keys"]));
    expect(uploadSweepJobName(ctx.config.uploadDir)).toContain(path.resolve(ctx.config.uploadDir));
    const counters = (await db.select().from(rateLimitCounters)).map((r) => r.key);
    expect(counters).toContain("current");
    expect(counters).not.toContain("old");
    expect((await db.select().from(analysisLeases)).map((r) => r.holder)).toEqual(["alive"]);
    expect((await db.select().from(analysisProgress)).map((r) => r.requestId)).toEqual(["live"]);
    expect(fs.existsSync(oldUpload)).toBe(false);
    expect(fs.existsSync(newUpload)).toBe(true);
  });
});
