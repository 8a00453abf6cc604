import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiJobAcceptedSchema,
  apiJobListResponseSchema,
  apiJobSchema,
  apiKeySchema,
  apiUsageSchema,
  captionScoreResponseSchema,
} from "@shared/schemas/public-api";
import { apiJobs, apiKeys, apiUsageMonths, payments, users } from "../../db/schema";
import { translateErrorText } from "../../i18n/error-text";
import { createLogger } from "../../logger";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { saveCard } from "../../../test/billing-helpers";
import { makeImage, makeMediaDir } from "../../../test/media";
import { apiCaller, insertLeasedJob, setIncludedUsed, setPro } from "../../../test/public-api-helpers";
import { createApiJobRunner, failLostJobs } from "./api-job-runner";
import { hashApiKey } from "./api-key-secret";
import { JOB_LEASE_MS, monthOf } from "./api-jobs.service";

let ctx: TestContext;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let image: string;
let otherImage: string;
let brokenFile: string;

beforeAll(async () => {
  ctx = await createTestContext({ models: false }); // the analyses are the means; the engine has its own tests
  media = await makeMediaDir();
  image = await makeImage(path.join(media.dir, "post.png"), "360x640");
  otherImage = await makeImage(path.join(media.dir, "other.png"), "320x568");
  brokenFile = path.join(media.dir, "broken.mp4");
  fs.writeFileSync(
    brokenFile,
    Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(64)]),
  );
});
afterAll(async () => {
  await ctx?.services.apiJobRunner.idle();
  await ctx?.close();
  media?.cleanup();
});

describe("API keys", () => {
  it("when a Pro creator makes a key, then the secret is shown once, only its hash and prefix are stored, and it is listed without the secret", async () => {
    const { agent, user } = await signUp(ctx, "keys");
    await setPro(ctx, user.id, true);
    const created = await agent.post("/api/api-keys").send({ name: "  Agency tool  " }).expect(201);
    const key = created.body.key as string;
    expect(key).toMatch(/^vs_test_[0-9A-Za-z]{32}$/); // payments run in test mode here
    const apiKey = apiKeySchema.parse(created.body.apiKey);
    expect(apiKey).toMatchObject({ name: "Agency tool", prefix: key.slice(0, 14), lastUsedAt: null, revokedAt: null });
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row!.keyHash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key);

    ctx.clock.advance(1000); // newest first is by creation time (keys of one millisecond are in id order)
    await agent.post("/api/api-keys").send({ name: "Second" }).expect(201);
    const list = await agent.get("/api/api-keys").expect(200);
    expect(list.body.apiKeys.map((k: { name: string }) => k.name)).toEqual(["Second", "Agency tool"]);
    expect(JSON.stringify(list.body)).not.toContain(key);
  });

  it("when a free account asks for a key, then 403 with a message naming Pro", async () => {
    const { agent } = await signUp(ctx, "keysfree");
    const res = await agent.post("/api/api-keys").send({ name: "Mine" }).expect(403);
    expect(res.body.message).toMatch(/part of Pro/);
  });

  it("when a creator has 10 active keys, then an eleventh is refused with 409 until one is revoked", async () => {
    const { agent, user } = await signUp(ctx, "keysmax");
    await setPro(ctx, user.id, true);
    const ids: string[] = [];
    for (let i = 0; i < 10; i++)
      ids.push(
        (
          await agent
            .post("/api/api-keys")
            .send({ name: `k${i}` })
            .expect(201)
        ).body.apiKey.id,
      );
    const refused = await agent.post("/api/api-keys").send({ name: "k10" }).expect(409);
    expect(refused.body.message).toMatch(/at most 10 active API keys/);
    await agent.delete(`/api/api-keys/${ids[0]}`).expect(200);
    await agent.post("/api/api-keys").send({ name: "k10" }).expect(201);
  });

  it("when a key is revoked twice, then both answers carry the first revocation, and v1 refuses the key with 401", async () => {
    const caller = await apiCaller(ctx);
    await caller.call("get", "/api/v1/usage").expect(200);
    const first = await caller.agent.delete(`/api/api-keys/${caller.keyId}`).expect(200);
    expect(first.body.apiKey.revokedAt).toEqual(expect.any(String));
    const again = await caller.agent.delete(`/api/api-keys/${caller.keyId}`).expect(200);
    expect(again.body.apiKey.revokedAt).toBe(first.body.apiKey.revokedAt);
    const refused = await caller.call("get", "/api/v1/usage").expect(401);
    expect(refused.body.message).toMatch(/not valid or has been revoked/);
  });

  it("when another user revokes a key, or the id is unknown, then 404 and the key still works", async () => {
    const caller = await apiCaller(ctx);
    const { agent: other } = await signUp(ctx, "keysother");
    await other.delete(`/api/api-keys/${caller.keyId}`).expect(404);
    await caller.agent.delete("/api/api-keys/00000000-0000-4000-8000-000000000000").expect(404);
    await caller.call("get", "/api/v1/usage").expect(200);
  });
});

describe("/api/v1 authentication", () => {
  it("when there is no key, a malformed one or only a session cookie, then 401 says an API key is required", async () => {
    const caller = await apiCaller(ctx);
    const none = await supertest(ctx.app).get("/api/v1/usage").expect(401);
    expect(none.body.message).toMatch(/API key is required/);
    const cookieOnly = await caller.agent.get("/api/v1/usage").expect(401);
    expect(cookieOnly.body.message).toMatch(/session is not accepted/);
    const wrong = await supertest(ctx.app).get("/api/v1/usage").set("Authorization", "Bearer vs_test_nope").expect(401);
    expect(wrong.body.message).toMatch(/not valid/);
  });

  it("when the caller reads Arabic, then the 401 says so in Arabic", async () => {
    const res = await supertest(ctx.app).get("/api/v1/usage").set("Accept-Language", "ar").expect(401);
    expect(res.body.message).toMatch(/مفتاح/);
    expect(res.body.code).toBe("UNAUTHENTICATED");
  });

  it("when a key is used, then last_used_at is recorded, at most once a minute", async () => {
    const caller = await apiCaller(ctx);
    await caller.call("get", "/api/v1/usage").expect(200);
    const read = async () =>
      (await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, caller.keyId)))[0]!.lastUsedAt!.getTime();
    const first = await read();
    ctx.clock.advance(30_000);
    await caller.call("get", "/api/v1/usage").expect(200);
    expect(await read()).toBe(first);
    ctx.clock.advance(31_000);
    await caller.call("get", "/api/v1/usage").expect(200);
    expect(await read()).toBe(first + 61_000);
  });

  it("when the key is valid, then every answer carries the RateLimit headers", async () => {
    const caller = await apiCaller(ctx);
    const res = await caller.call("get", "/api/v1/usage").expect(200);
    expect(Number(res.headers["ratelimit-limit"])).toBeGreaterThan(0);
    expect(Number(res.headers["ratelimit-remaining"])).toBe(Number(res.headers["ratelimit-limit"]) - 1);
    expect(Number(res.headers["ratelimit-reset"])).toBeGreaterThan(0);
  });
});

describe("the request guards on /api/v1", () => {
  it("when a program posts with no Origin, or a page elsewhere sends the key, then the key decides, not the same-site guard", async () => {
    const caller = await apiCaller(ctx);
    await caller.call("post", "/api/v1/captions/score").send({ caption: "No origin" }).expect(200);
    await caller
      .call("post", "/api/v1/captions/score")
      .set("Origin", "https://scheduler.example")
      .set("Sec-Fetch-Site", "cross-site")
      .send({ caption: "From a tool's page" })
      .expect(200);
    // The same headers on a cookie route are still refused: the exemption is /api/v1's alone.
    await caller.agent
      .post("/api/api-keys")
      .set("Origin", "https://scheduler.example")
      .set("Sec-Fetch-Site", "cross-site")
      .send({ name: "Forged" })
      .expect(403);
  });

  it("when a JSON route gets a form body, or the upload route gets JSON, then 415 with a message", async () => {
    const caller = await apiCaller(ctx);
    const form = await caller.call("post", "/api/v1/captions/score").type("form").send("caption=hi").expect(415);
    expect(form.body.message).toMatch(/JSON/);
    const json = await caller.call("post", "/api/v1/analyses").send({ caption: "hi" }).expect(415);
    expect(json.body.message).toMatch(/multipart/);
  });
});

describe("analyses as jobs", () => {
  it("when a Pro key posts a file, then 202 queued, and the job completes with the full analysis and its timeline", async () => {
    const caller = await apiCaller(ctx);
    const res = await caller
      .call("post", "/api/v1/analyses")
      .field("caption", "Three tips for Riyadh nights\nsave this")
      .field("hashtags", "#riyadh #food")
      .attach("file", image)
      .expect(202);
    const accepted = apiJobAcceptedSchema.parse(res.body);
    expect(accepted).toMatchObject({ status: "queued", position: 1 });
    await ctx.services.apiJobRunner.idle();
    const job = apiJobSchema.parse((await caller.call("get", `/api/v1/analyses/${accepted.id}`).expect(200)).body);
    expect(job.status).toBe("completed");
    expect(job.analysis).toMatchObject({ caption: "Three tips for Riyadh nights\nsave this", paymentType: "monthly" });
    expect(job.analysis).toHaveProperty("timeline");
    const usage = apiUsageSchema.parse((await caller.call("get", "/api/v1/usage").expect(200)).body);
    expect(usage).toMatchObject({
      month: monthOf(ctx.clock.now()),
      includedAnalyses: 500,
      analysesUsed: 1,
      overageAnalyses: 0,
    });
  });

  it("when the file cannot be read, then the job fails with the engine's message and the allowance is given back", async () => {
    const caller = await apiCaller(ctx);
    const res = await caller.call("post", "/api/v1/analyses").attach("file", brokenFile).expect(202);
    await ctx.services.apiJobRunner.idle();
    const job = (await caller.call("get", `/api/v1/analyses/${res.body.id}`).expect(200)).body;
    expect(job).toMatchObject({ status: "failed", error: { code: "UNREADABLE_MEDIA", message: expect.any(String) } });
    expect((await caller.call("get", "/api/v1/analyses").expect(200)).body.data[0].error).toEqual(job.error);
    // In Arabic, the same job's message is Arabic, its code unchanged.
    const arabic = (
      await caller.call("get", `/api/v1/analyses/${res.body.id}`).set("Accept-Language", "ar").expect(200)
    ).body;
    expect(arabic.error.code).toBe("UNREADABLE_MEDIA");
    expect(arabic.error.message).toBe(translateErrorText(job.error.message, "ar"));
    expect(arabic.error.message).not.toMatch(/[A-Za-z]{3,}/);
    expect((await caller.call("get", "/api/v1/usage").expect(200)).body.analysesUsed).toBe(0);
  });

  it("when another user asks for a job, then 404", async () => {
    const owner = await apiCaller(ctx);
    const other = await apiCaller(ctx);
    const res = await owner.call("post", "/api/v1/analyses").attach("file", image).expect(202);
    await other.call("get", `/api/v1/analyses/${res.body.id}`).expect(404);
    await ctx.services.apiJobRunner.idle();
  });

  it("when jobs are listed, then newest first in keyset pages that cover each job once", async () => {
    const caller = await apiCaller(ctx);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      made.unshift(
        (await caller.call("post", "/api/v1/analyses").field("caption", `post ${i}`).attach("file", image).expect(202))
          .body.id,
      );
      ctx.clock.advance(1000);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = apiJobListResponseSchema.parse(
        (await caller.call("get", `/api/v1/analyses?limit=2${cursor ? `&cursor=${cursor}` : ""}`).expect(200)).body,
      );
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((job) => job.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(made);
    await caller.call("get", "/api/v1/analyses?cursor=bm90LWEtY3Vyc29y").expect(400);
    await ctx.services.apiJobRunner.idle();
  });

  it("when a process dies with jobs in flight, then after their lease the sweeper fails them and gives the allowance back", async () => {
    const caller = await apiCaller(ctx);
    // A job as a process that died leaves it: accepted and counted, never renewed.
    await setIncludedUsed(ctx, caller.user.id, 1);
    const job = await insertLeasedJob(ctx, caller, "processing");
    expect(await failLostJobs(ctx.services.apiJobs, ctx.clock.now())).toBe(0);
    ctx.clock.advance(JOB_LEASE_MS + 1000);
    expect(await failLostJobs(ctx.services.apiJobs, ctx.clock.now())).toBe(1);
    const read = (await caller.call("get", `/api/v1/analyses/${job.id}`).expect(200)).body;
    expect(read).toMatchObject({
      status: "failed",
      error: { code: "ANALYSIS_FAILED", message: expect.stringMatching(/stopped before it finished/) },
    });
    const [usage] = await ctx.database.db
      .select()
      .from(apiUsageMonths)
      .where(eq(apiUsageMonths.userId, caller.user.id));
    expect(usage!.includedUsed).toBe(0);
  });
});

describe("a process that is stopped", () => {
  it("when the shutdown deadline passes with a job still running, then the job fails at once and the allowance is given back", async () => {
    const caller = await apiCaller(ctx);
    await setIncludedUsed(ctx, caller.user.id, 1);
    const job = await insertLeasedJob(ctx, caller, "queued");
    // An analysis that outlives the deadline (a long video on a busy machine).
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const runner = createApiJobRunner({
      jobs: ctx.services.apiJobs,
      analyses: {
        analyze: () => {
          started();
          return new Promise(() => undefined);
        },
      },
      leases: ctx.services.analysisLeases,
      clock: ctx.clock,
      logger: createLogger("silent"),
    });
    const upload = path.join(media.dir, `drain-${job.id}.jpg`);
    fs.copyFileSync(image, upload);
    void runner.enqueue({
      id: job.id,
      user: { ...caller.user } as never,
      file: { path: upload, originalname: "post.jpg", mimetype: "image/jpeg", size: fs.statSync(upload).size } as never,
      caption: "",
      hashtags: "",
      billing: "included",
    });
    await running;
    expect(await runner.drain(50)).toBe(1);
    runner.close();
    const read = (await caller.call("get", `/api/v1/analyses/${job.id}`).expect(200)).body;
    expect(read).toMatchObject({ status: "failed", error: { message: expect.stringMatching(/stopped before/) } });
    const [usage] = await ctx.database.db
      .select()
      .from(apiUsageMonths)
      .where(eq(apiUsageMonths.userId, caller.user.id));
    expect(usage!.includedUsed).toBe(0);
    await ctx.services.analysisLeases.release(caller.user.id);
  });

  it("when nothing is running, then draining returns at once and fails nothing", async () => {
    const started = Date.now();
    expect(await ctx.services.apiJobRunner.drain(10_000)).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("caption score", () => {
  it("when a Pro key scores a caption, then the engine's caption signals come back and nothing is counted", async () => {
    const caller = await apiCaller(ctx);
    const res = await caller
      .call("post", "/api/v1/captions/score")
      .send({ caption: "Save this for your next trip! Which one is your favourite?", hashtags: "#travel #riyadh" })
      .expect(200);
    const score = captionScoreResponseSchema.parse(res.body);
    expect(score.signals.length).toBeGreaterThan(0);
    expect((await caller.call("get", "/api/v1/usage").expect(200)).body.analysesUsed).toBe(0);
  });
});

describe("a free account", () => {
  it("when its key scores, then 402 with a clear body; its usage and its jobs stay readable", async () => {
    const caller = await apiCaller(ctx, { pro: false });
    const analysis = await caller.call("post", "/api/v1/analyses").attach("file", image).expect(402);
    expect(analysis.body).toMatchObject({
      code: "PAYMENT_REQUIRED",
      requiresPayment: true,
      message: expect.stringMatching(/Pro/),
    });
    await caller.call("post", "/api/v1/captions/score").send({ caption: "hello" }).expect(402);
    await caller.call("get", "/api/v1/usage").expect(200);
    await caller.call("get", "/api/v1/analyses").expect(200);
    expect(await ctx.database.db.select().from(apiJobs).where(eq(apiJobs.userId, caller.user.id))).toEqual([]);
  });
});

describe("idempotency", () => {
  it("when a request is retried with the same Idempotency-Key, then the same 202 and job, counted once; another body is 422", async () => {
    const caller = await apiCaller(ctx);
    const send = (file: string, caption = "same") =>
      caller
        .call("post", "/api/v1/analyses")
        .set("Idempotency-Key", "order-42")
        .field("caption", caption)
        .attach("file", file);
    const first = await send(image).expect(202);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const again = await send(image).expect(202);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    const otherFile = await send(otherImage).expect(422);
    expect(otherFile.body).toMatchObject({ code: "IDEMPOTENCY_MISMATCH", message: expect.stringMatching(/different/) });
    await send(image, "another caption").expect(422);
    await ctx.services.apiJobRunner.idle();
    expect(await ctx.database.db.select().from(apiJobs).where(eq(apiJobs.userId, caller.user.id))).toHaveLength(1);
    expect((await caller.call("get", "/api/v1/usage").expect(200)).body.analysesUsed).toBe(1);
  });

  it("when an Idempotency-Key is older than 24 hours, then the sweep forgets it and the same key makes a new job", async () => {
    const caller = await apiCaller(ctx);
    const send = () => caller.call("post", "/api/v1/analyses").set("Idempotency-Key", "daily").attach("file", image);
    const first = await send().expect(202);
    ctx.clock.advance(24 * 3600_000 + 1000);
    await ctx.services.apiJobs.repo.clearIdempotencyKeys(new Date(ctx.clock.now().getTime() - 24 * 3600_000));
    const later = await send().expect(202);
    expect(later.body.id).not.toBe(first.body.id);
    await ctx.services.apiJobRunner.idle();
  });
});

describe("past the monthly allowance", () => {
  it("when the allowance is used and a card is saved, then $1 is charged once, the job is paid as overage and usage shows it", async () => {
    const caller = await apiCaller(ctx, { prefix: "over" });
    expect((await saveCard(caller.agent, caller.user.id)).status).toBe(200);
    await setIncludedUsed(ctx, caller.user.id, 500);
    const res = await caller
      .call("post", "/api/v1/analyses")
      .set("Idempotency-Key", "over-1")
      .attach("file", image)
      .expect(202);
    await caller.call("post", "/api/v1/analyses").set("Idempotency-Key", "over-1").attach("file", image).expect(202);
    const paid = await ctx.database.db.select().from(payments).where(eq(payments.userId, caller.user.id));
    expect(paid.map((p) => [p.amount, p.status, p.method])).toEqual([[100, "succeeded", "auto_charge"]]);
    const [job] = await ctx.database.db.select().from(apiJobs).where(eq(apiJobs.id, res.body.id));
    expect(job).toMatchObject({ billing: "overage" });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, caller.user.id));
    expect(user!.analysisCredits).toBe(0); // the credit the payment granted went to this job
    await ctx.services.apiJobRunner.idle();
    const done = (await caller.call("get", `/api/v1/analyses/${res.body.id}`).expect(200)).body;
    expect(done).toMatchObject({ status: "completed", analysis: { paymentType: "per_post" } });
    const usage = (await caller.call("get", "/api/v1/usage").expect(200)).body;
    expect(usage).toMatchObject({ analysesUsed: 501, overageAnalyses: 1, includedRemaining: 0 });
  });

  it("when the allowance is used and the saved card is declined, then 402 CARD_DECLINED and no job", async () => {
    const caller = await apiCaller(ctx, { prefix: "declined" });
    expect((await saveCard(caller.agent, caller.user.id, { cardNumber: "4000000000000341" })).status).toBe(200);
    await setIncludedUsed(ctx, caller.user.id, 500);
    const res = await caller.call("post", "/api/v1/analyses").attach("file", image).expect(402);
    expect(res.body).toMatchObject({
      code: "CARD_DECLINED",
      requiresPayment: true,
      message: expect.stringMatching(/declined/),
    });
    expect(await ctx.database.db.select().from(apiJobs).where(eq(apiJobs.userId, caller.user.id))).toEqual([]);
  });

  it("when the allowance is used and no card is saved, then 402 PAYMENT_METHOD_REQUIRED and no job", async () => {
    const caller = await apiCaller(ctx, { prefix: "nocard" });
    await setIncludedUsed(ctx, caller.user.id, 500);
    const res = await caller.call("post", "/api/v1/analyses").attach("file", image).expect(402);
    expect(res.body).toMatchObject({ code: "PAYMENT_METHOD_REQUIRED", message: expect.stringMatching(/Add a card/) });
    expect(await ctx.database.db.select().from(apiJobs).where(eq(apiJobs.userId, caller.user.id))).toEqual([]);
  });

  it("when the allowance is used and nothing could pay, then the 402 comes before the upload is read, and a retry of an accepted request still gets its 202", async () => {
    const caller = await apiCaller(ctx, { prefix: "early402" });
    const accepted = await caller
      .call("post", "/api/v1/analyses")
      .set("Idempotency-Key", "before-the-limit")
      .attach("file", image)
      .expect(202);
    await ctx.services.apiJobRunner.idle();
    await setIncludedUsed(ctx, caller.user.id, 500);
    // A file that is no image at all: read, it would be 415; the refusal comes first, so it is never read.
    const notMedia = path.join(media.dir, "not-media.jpg");
    fs.writeFileSync(notMedia, "plain text, not a picture");
    const refused = await caller.call("post", "/api/v1/analyses").attach("file", notMedia).expect(402);
    expect(refused.body).toMatchObject({ code: "PAYMENT_METHOD_REQUIRED", requiresPayment: true });
    const retry = await caller
      .call("post", "/api/v1/analyses")
      .set("Idempotency-Key", "before-the-limit")
      .attach("file", image)
      .expect(202);
    expect(retry.body.id).toBe(accepted.body.id);
  });
});
