import { sql } from "drizzle-orm";
import express from "express";
import supertest from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimitCounters } from "../db/schema";
import { createTestContext, signUp, type TestContext } from "../../test/app";
import { createTestDatabase } from "../../test/database";
import { createSiblingApp } from "../../test/sibling-app";
import { errorHandler } from "./error-handler";
import { createLimiter } from "./rate-limit";
import { counterKey, createRateLimitStore, sweepRateLimitCounters } from "./rate-limit-store";

// Rate limits counted in PostgreSQL: two app instances over one database are two app processes, and their limits are
// one. The production limits (multiplier 1).

let ctx: TestContext;
let sibling: ReturnType<typeof createSiblingApp>;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_MULTIPLIER: "1" } });
  sibling = createSiblingApp(ctx);
});
afterAll(async () => {
  await sibling?.close();
  await ctx?.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(rateLimitCounters);
});

const forgot = (agent: supertest.Agent, email: string) => agent.post("/api/auth/password/forgot").send({ email });

// Sign-in is not rate limited (modules/account/sessions/login-guard.ts slows wrong passwords instead): the shared
// limit is shown on "forgot password", five reset mails per address an hour.
describe("a limit across app processes", () => {
  it("when requests go to two app instances, then one limit counts them all", async () => {
    const { body } = await signUp(ctx, "shared");
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await forgot(ctx.request(), body.email)).status);
    for (let i = 0; i < 2; i++) statuses.push((await forgot(sibling.request(), body.email)).status);
    expect(statuses).toEqual(Array(5).fill(200));
    const limitedHere = await forgot(ctx.request(), body.email);
    const limitedThere = await forgot(sibling.request(), body.email);
    expect([limitedHere.status, limitedThere.status]).toEqual([429, 429]);
    expect(limitedThere.body.code).toBe("RATE_LIMITED");
  });

  it("when 20 requests arrive at once on both instances, then exactly 5 are answered and 15 refused", async () => {
    const { body } = await signUp(ctx, "parallel");
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => forgot((i % 2 ? sibling : ctx).request(), body.email)),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const [row] = await ctx.database.db
      .select()
      .from(rateLimitCounters)
      .where(sql`key like 'forgot-password/by-email/%'`);
    expect(row!.hits).toBe(20);
    // The address is not kept in clear.
    expect(row!.key).not.toContain(body.email);
  });

  it("when a limit counts only failures, then successes on either instance are taken back", async () => {
    const limiter = () =>
      createLimiter({
        name: "only-failures",
        windowMs: 60_000,
        limit: 5,
        multiplier: 1,
        db: ctx.database.db,
        onlyFailures: true,
        message: "no",
      });
    const apps = [express(), express()].map((app) => {
      app.post("/limited", limiter(), (_req, res) => void res.json({ ok: true }));
      app.use(errorHandler);
      return app;
    });
    for (let i = 0; i < 12; i++)
      await supertest(apps[i % 2]!)
        .post("/limited")
        .expect(200);
    await expect
      .poll(async () =>
        (
          await ctx.database.db
            .select()
            .from(rateLimitCounters)
            .where(sql`key like 'only-failures/%'`)
        ).map((r) => r.hits),
      )
      .toEqual([0]);
  });
});

describe("the store", () => {
  const PREFIX = "test/ip/60000ms:";
  const store = () => createRateLimitStore({ db: ctx.database.db, prefix: PREFIX, windowMs: 60_000 });

  it("when hits come in one window, then they count up and the window ends a minute after the first by the database clock", async () => {
    const s = store();
    const first = await s.increment("ip:1");
    const second = await s.increment("ip:1");
    expect([first.totalHits, second.totalHits]).toEqual([1, 2]);
    expect(second.resetTime).toEqual(first.resetTime);
    const left = first.resetTime!.getTime() - Date.now();
    expect(left).toBeGreaterThan(55_000);
    expect(left).toBeLessThanOrEqual(61_000);
    expect(await s.get!("ip:1")).toEqual(second);
    expect(await s.get!("ip:2")).toBeUndefined();
  });

  it("when the window has ended, then the next hit starts a new one at 1", async () => {
    const s = store();
    await s.increment("ip:old");
    await s.increment("ip:old");
    await ctx.database.db.execute(
      sql`update ${rateLimitCounters} set reset_at = now() - interval '1 second' where key = ${counterKey(PREFIX, "ip:old")}`,
    );
    expect(await s.get!("ip:old")).toBeUndefined();
    const fresh = await s.increment("ip:old");
    expect(fresh.totalHits).toBe(1);
    expect(fresh.resetTime!.getTime()).toBeGreaterThan(Date.now() + 55_000);
  });

  it("when a counter is decremented more often than it was hit, then it stops at 0", async () => {
    const s = store();
    await s.increment("ip:dec");
    await s.decrement("ip:dec");
    await s.decrement("ip:dec");
    expect((await s.get!("ip:dec"))?.totalHits).toBe(0);
    await s.resetKey("ip:dec");
    expect(await s.get!("ip:dec")).toBeUndefined();
  });

  it("when counters expire, then the sweep deletes only those", async () => {
    const s = store();
    await s.increment("ip:a");
    await s.increment("ip:b");
    await ctx.database.db.execute(
      sql`update ${rateLimitCounters} set reset_at = now() - interval '1 minute' where key = ${counterKey(PREFIX, "ip:a")}`,
    );
    expect(await sweepRateLimitCounters(ctx.database.db)).toBe(1);
    const keys = (await ctx.database.db.select().from(rateLimitCounters)).map((r) => r.key);
    expect(keys).toEqual([counterKey(PREFIX, "ip:b")]);
  });

  it("when the database fails, then the request is not let through but reaches the error handler", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const app = express();
    app.post(
      "/limited",
      createLimiter({ name: "broken", windowMs: 60_000, limit: 5, multiplier: 1, db: broken.db, message: "no" }),
      (_req, res) => void res.json({ ok: true }),
    );
    app.use(errorHandler);
    const res = await supertest(app).post("/limited");
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.body.ok).toBeUndefined();
  });
});
