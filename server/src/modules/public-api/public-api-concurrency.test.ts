import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiJobs, apiKeys, apiUsageMonths, payments } from "../../db/schema";
import { createTestContext, type TestContext } from "../../../test/app";
import { makeImage, makeMediaDir } from "../../../test/media";
import { apiCaller, setIncludedUsed } from "../../../test/public-api-helpers";
import { API_INCLUDED_ANALYSES } from "@shared/schemas/public-api";

// The allowance and idempotency under parallel requests, on PGlite by default and on PostgreSQL with DATABASE_URL
// (where the requests really run on several connections at once). Each run prints its figures.

let ctx: TestContext;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let image: string;

beforeAll(async () => {
  ctx = await createTestContext({ models: false });
  media = await makeMediaDir();
  image = await makeImage(path.join(media.dir, "post.png"), "180x320");
});
afterAll(async () => {
  await ctx?.services.apiJobRunner.idle();
  await ctx?.close();
  media?.cleanup();
});

const database = () => (process.env.DATABASE_URL ? "PostgreSQL" : "PGlite");

describe("the monthly allowance under parallel requests", () => {
  it("when 50 analyses arrive at once with 10 included left and no card, then exactly 10 jobs are made and 40 get 402", async () => {
    const caller = await apiCaller(ctx, { prefix: "edge" });
    await setIncludedUsed(ctx, caller.user.id, API_INCLUDED_ANALYSES - 10);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        caller.call("post", "/api/v1/analyses").field("caption", `parallel ${i}`).attach("file", image),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const statuses = answers.map((res) => res.status);
    const accepted = statuses.filter((s) => s === 202).length;
    const refused = answers.filter((res) => res.status === 402);
    console.log(
      `[${database()}] 50 parallel POST /api/v1/analyses at the allowance's edge: ${accepted} x 202, ${refused.length} x 402, other ${JSON.stringify(statuses.filter((s) => s !== 202 && s !== 402))}, ${ms} ms`,
    );
    expect(accepted).toBe(10);
    expect(refused).toHaveLength(40);
    expect(refused[0]!.body).toMatchObject({ code: "PAYMENT_METHOD_REQUIRED", requiresPayment: true });
    const jobs = await ctx.database.db.select().from(apiJobs).where(eq(apiJobs.userId, caller.user.id));
    expect(jobs).toHaveLength(10);
    expect(jobs.every((job) => job.billing === "included")).toBe(true);
    const [usage] = await ctx.database.db
      .select()
      .from(apiUsageMonths)
      .where(eq(apiUsageMonths.userId, caller.user.id));
    expect(usage).toMatchObject({ includedUsed: API_INCLUDED_ANALYSES, overageUsed: 0 });
    expect(await ctx.database.db.select().from(payments).where(eq(payments.userId, caller.user.id))).toEqual([]);
    await ctx.services.apiJobRunner.idle();
  });
});

describe("idempotency under parallel retries", () => {
  it("when 20 requests with one Idempotency-Key arrive at once, then one job, counted once, and all 20 answer its 202", async () => {
    const caller = await apiCaller(ctx, { prefix: "idem" });
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        caller
          .call("post", "/api/v1/analyses")
          .set("Idempotency-Key", "publish-2026-11-28")
          .field("caption", "one post")
          .attach("file", image),
      ),
    );
    const ms = Math.round(performance.now() - started);
    const ids = new Set(answers.map((res) => res.body.id));
    console.log(
      `[${database()}] 20 parallel POST /api/v1/analyses with one Idempotency-Key: statuses ${JSON.stringify([...new Set(answers.map((r) => r.status))])}, ${ids.size} distinct job id(s), ${ms} ms`,
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(202));
    expect(ids.size).toBe(1);
    const jobs = await ctx.database.db.select().from(apiJobs).where(eq(apiJobs.userId, caller.user.id));
    expect(jobs).toHaveLength(1);
    const [usage] = await ctx.database.db
      .select()
      .from(apiUsageMonths)
      .where(eq(apiUsageMonths.userId, caller.user.id));
    expect(usage!.includedUsed).toBe(1);
    await ctx.services.apiJobRunner.idle();
  });
});

describe("the limit of active keys under parallel requests", () => {
  it("when 20 keys are asked for at once by a user with one, then exactly 9 more are made and 11 get 409", async () => {
    const caller = await apiCaller(ctx, { prefix: "keys" });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => caller.agent.post("/api/api-keys").send({ name: `Tool ${i}` })),
    );
    const statuses = answers.map((res) => res.status).sort();
    console.log(`[${database()}] 20 parallel POST /api/api-keys from 1 key: ${JSON.stringify(statuses)}`);
    expect(statuses.filter((status) => status === 201)).toHaveLength(9);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    const active = await ctx.database.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, caller.user.id), isNull(apiKeys.revokedAt)));
    expect(active).toHaveLength(10);
  });
});
