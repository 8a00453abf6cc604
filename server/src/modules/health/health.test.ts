import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScoringEngine } from "../../scoring/engine";
import { createTestContext, type TestContext } from "../../../test/app";
import { createSiblingApp } from "../../../test/sibling-app";

// GET /api/health while the engine warms up after a start: 200 all along (a balancer keeps sending traffic, and an
// analysis that arrives early waits for the models), with what the models are doing.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ models: false });
});
afterAll(async () => {
  await ctx?.close();
});

describe("GET /api/health", () => {
  it("when the engine is still warming up, then 200 warming with models loading; once warm, then 200 ok with models ready", async () => {
    const warming = await supertest(ctx.app).get("/api/health").expect(200);
    expect(warming.body).toEqual({ status: "warming", database: "ok", models: "loading" });
    await ctx.services.engine.warmUp();
    const warm = await supertest(ctx.app).get("/api/health").expect(200);
    expect(warm.body).toEqual({ status: "ok", database: "ok", models: "ready" });
  });

  it("when the models did not load, then 200 ok with models unavailable: the engine scores without them", async () => {
    // An engine that reports what the offline engine reports when its warm-up failed.
    const engine: ScoringEngine = { ...ctx.services.engine, readiness: () => "degraded" };
    const sibling = createSiblingApp(ctx, { engine });
    try {
      const res = await supertest(sibling.app).get("/api/health").expect(200);
      expect(res.body).toEqual({ status: "ok", database: "ok", models: "unavailable" });
    } finally {
      await sibling.close();
    }
  });
});
