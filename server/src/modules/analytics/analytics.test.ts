import { eq } from "drizzle-orm";
import express from "express";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "../../db/schema";
import { errorHandler } from "../../http/error-handler";
import { createLimiter } from "../../http/rate-limit";
import { createTestContext, type TestContext } from "../../../test/app";
import { createAnalyticsRouter } from "./analytics.router";
import { createAnalyticsService, isPersonalKey } from "./analytics.service";

// POST /api/analytics/events: anonymous events stored only while the analytics setting is on. The router is mounted
// here on its own with the app's JSON parser and error handler, on the test context's database and settings, so the
// test does not depend on where app.ts mounts it.

let ctx: TestContext;
let app: express.Express;

function buildApp(limit = 1000) {
  const analytics = createAnalyticsService({ db: ctx.database.db, settings: ctx.services.settings, clock: ctx.clock });
  const limiter = createLimiter({
    name: `analytics-test-${limit}`,
    windowMs: 60_000,
    limit,
    multiplier: 1,
    db: ctx.database.db,
    message: "Too many requests. Please wait a few minutes.",
  });
  const built = express();
  built.use(express.json());
  built.use("/api", createAnalyticsRouter({ analytics, limit: limiter }));
  built.use(errorHandler);
  return built;
}

beforeAll(async () => {
  ctx = await createTestContext();
  app = buildApp();
}, 60_000);

afterAll(async () => {
  await ctx.close();
});

const eventsNamed = (name: string) =>
  ctx.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, name)).orderBy(analyticsEvents.id);

describe("POST /api/analytics/events", () => {
  it("when analytics are on, then the batch is stored and 202 says how many", async () => {
    const occurredAt = new Date(ctx.clock.now().getTime() - 60_000).toISOString();
    const res = await supertest(app)
      .post("/api/analytics/events")
      .send({
        events: [
          { name: "stored_view", properties: { page: "home" }, page: "/", occurredAt },
          { name: "stored_view", properties: { milestone: 50, wide: true, none: null }, page: "/pricing", occurredAt },
        ],
      })
      .expect(202);
    expect(res.body).toEqual({ accepted: 2 });
    const rows = await eventsNamed("stored_view");
    expect(rows.map((row) => [row.page, row.properties, row.occurredAt.toISOString()])).toEqual([
      ["/", { page: "home" }, occurredAt],
      ["/pricing", { milestone: 50, wide: true, none: null }, occurredAt],
    ]);
  });

  it("when an event carries personal properties or a query string, then they are not stored", async () => {
    await supertest(app)
      .post("/api/analytics/events")
      .send({
        events: [
          {
            name: "private_view",
            properties: { email: "a@b.c", userName: "sara", user_id: 7, firstName: "Sara", section: "faq" },
            page: "/verify-email?token=secret#top",
            occurredAt: ctx.clock.now().toISOString(),
          },
        ],
      })
      .expect(202);
    const [row] = await eventsNamed("private_view");
    expect(row!.properties).toEqual({ section: "faq" });
    expect(row!.page).toBe("/verify-email");
  });

  it("when the browser's clock is ahead, then the event is stored at the server's now", async () => {
    const future = new Date(ctx.clock.now().getTime() + 86_400_000).toISOString();
    await supertest(app)
      .post("/api/analytics/events")
      .send({ events: [{ name: "future_view", occurredAt: future }] })
      .expect(202);
    const [row] = await eventsNamed("future_view");
    expect(row!.occurredAt.toISOString()).toBe(ctx.clock.now().toISOString());
  });

  it("when analytics are switched off, then 403 with the reason and nothing is stored", async () => {
    await ctx.services.settings.update({ enableAnalytics: false }, null);
    try {
      const res = await supertest(app)
        .post("/api/analytics/events")
        .send({ events: [{ name: "refused_view", occurredAt: ctx.clock.now().toISOString() }] })
        .expect(403);
      expect(res.body).toMatchObject({ code: "FORBIDDEN", message: "Analytics are switched off." });
      expect(await eventsNamed("refused_view")).toHaveLength(0);
    } finally {
      await ctx.services.settings.update({ enableAnalytics: true }, null);
    }
  });

  it("when the body breaks the schema, then 400 and nothing is stored", async () => {
    const occurredAt = ctx.clock.now().toISOString();
    const agent = supertest(app);
    await agent.post("/api/analytics/events").send({ events: [] }).expect(400);
    await agent
      .post("/api/analytics/events")
      .send({ events: [{ name: "Bad Name", occurredAt }] })
      .expect(400);
    await agent
      .post("/api/analytics/events")
      .send({ events: [{ name: "bad_extra", occurredAt, userId: 3 }] })
      .expect(400);
    expect(await eventsNamed("bad_extra")).toHaveLength(0);
  });

  it("when one address sends more batches than its limit, then 429", async () => {
    const limited = supertest(buildApp(2));
    const body = { events: [{ name: "limited_view", occurredAt: ctx.clock.now().toISOString() }] };
    await limited.post("/api/analytics/events").send(body).expect(202);
    await limited.post("/api/analytics/events").send(body).expect(202);
    const res = await limited.post("/api/analytics/events").send(body).expect(429);
    expect(res.body.code).toBe("RATE_LIMITED");
  });
});

describe("isPersonalKey", () => {
  it("when a key names a person or an account, then it is personal; product words are not", () => {
    expect(
      ["email", "E-Mail", "username", "userId", "user_id", "name", "lastName", "ip", "authToken"].map(isPersonalKey),
    ).toEqual(Array(9).fill(true));
    expect(["page", "section", "milestone", "fileType", "isValid", "source"].map(isPersonalKey)).toEqual(
      Array(6).fill(false),
    );
  });
});
