import { createHmac } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import {
  webhookDeliveryListResponseSchema,
  webhookDeliveryResponseSchema,
  webhookEventSchema,
  webhookUrlResponseSchema,
} from "@shared/schemas/webhooks";
import { apiKeys, webhookDeliveries, webhookDeliveryAttempts } from "../../db/schema";
import { createScheduler } from "../../lib/scheduler";
import arErrors from "../../locales/ar/errors.json";
import { createLogger } from "../../logger";
import { scheduleWebhookDeliveries } from "../../scheduled-work";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { createSiblingApp } from "../../../test/sibling-app";
import {
  insertApiKey,
  insertFinishedJob,
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../../test/webhook-receiver";
import { createWebhooksRepository } from "./webhooks.repository";
import { createWebhooksService, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS } from "./webhooks.service";

// Webhooks end to end: the owner's routes on the real app, deliveries posted to a real HTTP server on 127.0.0.1, the
// clock moved to reach each retry. The receiver tells the cases apart by the query of the URL each one sets.

let ctx: TestContext;
let receiver: WebhookReceiver;
const silent = createLogger("silent");
let caseCounter = 0;

beforeAll(async () => {
  ctx = await createTestContext({ models: false }); // no analysis runs here
  receiver = await startWebhookReceiver();
  receiver.respondWith((request) => {
    const name = caseOf(request);
    return answers.get(name)?.(receiver.received.filter((r) => caseOf(r) === name).length) ?? 200;
  });
});
afterAll(async () => {
  await ctx?.services.webhooks.close();
  await receiver?.close();
  await ctx?.close();
});

/** How long a post that goes out at once may take to arrive on a loaded machine. */
const SOON = { timeout: 10_000 };

/** Which test case a request was sent for: the `case` in the query of the URL that case set. */
const caseOf = (request: { url: string }) => new URL(request.url, "http://receiver").searchParams.get("case") ?? "";
/** How each case's receiver answers its n-th request (1-based). */
const answers = new Map<string, (n: number) => number | "hang">();

/** A signed-in owner with an API key whose webhook points at the receiver, set through the route. */
async function ownerWithWebhook(answer: (n: number) => number | "hang" = () => 200) {
  caseCounter += 1;
  const name = String(caseCounter);
  answers.set(name, answer);
  const url = `${receiver.url}?case=${name}`;
  const { agent, user } = await signUp(ctx, "hook");
  const keyId = await insertApiKey(ctx.database.db, user.id);
  const res = await agent.put(`/api/api-keys/${keyId}/webhook`).send({ url }).expect(200);
  const { webhookSecret } = webhookUrlResponseSchema.parse(res.body);
  return {
    agent,
    user,
    keyId,
    url,
    secret: webhookSecret!,
    received: () => receiver.received.filter((request) => caseOf(request) === name),
  };
}

/** A completed job of the owner's key and its analysis.completed delivery, enqueued; resolves with the delivery's id. */
async function completedJobDelivery(
  owner: Awaited<ReturnType<typeof ownerWithWebhook>>,
  payload: { analysisId: number; score: number },
): Promise<string> {
  const jobId = await insertFinishedJob(ctx.database.db, owner.user.id, owner.keyId);
  const deliveryId = await ctx.services.webhooks.enqueue(ctx.database.db, {
    apiKeyId: owner.keyId,
    type: "analysis.completed",
    jobId,
    payload,
  });
  if (!deliveryId) throw new Error("the owner's key has a webhook, so the event must be enqueued");
  return deliveryId;
}

async function deliveryRow(id: string) {
  const [row] = await ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row!;
}

/** Moves the test clock and runs the scheduler's job once in this process; resolves with the attempts made. */
async function tick(advanceMs: number) {
  ctx.clock.advance(advanceMs);
  const made = await ctx.services.webhooks.deliverDue();
  await ctx.services.webhooks.idle();
  return made;
}

describe("PUT /api/api-keys/:id/webhook", () => {
  it("when the owner sets a URL, then 200 with the key and a new whsec_ secret shown once, and the log never shows it", async () => {
    const { agent, user } = await signUp(ctx, "hook");
    const keyId = await insertApiKey(ctx.database.db, user.id);
    const url = `${receiver.url}?case=set`;
    const res = await agent.put(`/api/api-keys/${keyId}/webhook`).send({ url }).expect(200);
    const body = webhookUrlResponseSchema.parse(res.body);
    expect(body.apiKey).toMatchObject({ id: keyId, webhookUrl: url, revokedAt: null });
    expect(body.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(body.webhookSecret!.slice("whsec_".length), "base64").length).toBeGreaterThanOrEqual(24);
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, keyId));
    expect(row).toMatchObject({ webhookUrl: url, webhookSecret: body.webhookSecret });

    const log = await agent.get(`/api/api-keys/${keyId}/webhook-deliveries`).expect(200);
    expect(webhookDeliveryListResponseSchema.parse(log.body)).toEqual({ deliveries: [] });
    expect(JSON.stringify(log.body)).not.toContain("whsec_");

    // Setting it again gives a new secret; the old one is gone.
    const again = await agent.put(`/api/api-keys/${keyId}/webhook`).send({ url }).expect(200);
    expect(again.body.webhookSecret).not.toBe(body.webhookSecret);
  });

  it("when the owner sets the URL to null, then the URL and the secret are removed and no secret is answered", async () => {
    const { keyId, agent } = await ownerWithWebhook();
    const res = await agent.put(`/api/api-keys/${keyId}/webhook`).send({ url: null }).expect(200);
    expect(res.body).toMatchObject({ apiKey: { id: keyId, webhookUrl: null }, webhookSecret: null });
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, keyId));
    expect(row).toMatchObject({ webhookUrl: null, webhookSecret: null });
  });

  it("when another user or a guest names the key, then 404 or 401 and the key keeps its URL", async () => {
    const { keyId, url } = await ownerWithWebhook();
    const { agent: other } = await signUp(ctx, "other");
    const refused = await other.put(`/api/api-keys/${keyId}/webhook`).send({ url: null }).expect(404);
    expect(refused.body.code).toBe("NOT_FOUND");
    await other.get(`/api/api-keys/${keyId}/webhook-deliveries`).expect(404);
    await ctx.request().put(`/api/api-keys/${keyId}/webhook`).send({ url: null }).expect(401);
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, keyId));
    expect(row!.webhookUrl).toBe(url);
  });

  it("when the key is revoked, then a URL is refused with 409 and removing one still works", async () => {
    const { agent, user } = await signUp(ctx, "hook");
    const keyId = await insertApiKey(ctx.database.db, user.id, undefined, { revoked: true });
    const res = await agent.put(`/api/api-keys/${keyId}/webhook`).send({ url: receiver.url }).expect(409);
    expect(res.body.code).toBe("CONFLICT");
    await agent.put(`/api/api-keys/${keyId}/webhook`).send({ url: null }).expect(200);
  });

  it("when the URL is not https, carries credentials or points at a private address, then 400 on the url field in test mode too", async () => {
    const { agent, user } = await signUp(ctx, "hook");
    const keyId = await insertApiKey(ctx.database.db, user.id);
    for (const url of [
      "ftp://93.184.216.34/hook",
      "https://user:secret@93.184.216.34/hook",
      "http://10.0.0.1/hook",
      "https://192.168.1.20/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://[fd00::1]/hook",
      "not a url",
    ]) {
      const res = await agent.put(`/api/api-keys/${keyId}/webhook`).send({ url });
      expect(res.status, url).toBe(400);
      expect(res.body.fieldErrors?.url, url).toEqual([expect.any(String)]);
    }
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, keyId));
    expect(row).toMatchObject({ webhookUrl: null, webhookSecret: null });
  });
});

describe("outside test mode", () => {
  // The same app over the same database, as a production server with Stripe would run: no loopback receivers.
  let live: ReturnType<typeof createSiblingApp>;
  beforeAll(() => {
    live = createSiblingApp(ctx, {
      config: { ...ctx.config, nodeEnv: "development", paymentsMode: "stripe" },
      paymentProvider: ctx.services.paymentProvider,
      engine: ctx.services.engine,
    });
  });
  afterAll(async () => {
    // It shares this process's bus: closed, it no longer answers the other tests' deliveries.
    await live?.services.webhooks.close();
    await live?.close();
  });

  it("when the URL is http or its host is loopback, then it is refused at save time", async () => {
    const body = (await signUp(ctx, "live")).body;
    const agent = live.request();
    await agent.post("/api/login").send({ email: body.email, password: body.password }).expect(200);
    const me = await agent.get("/api/user").expect(200);
    const keyId = await insertApiKey(ctx.database.db, me.body.user.id);
    for (const url of [receiver.url, "https://127.0.0.1/hook", "https://localhost/hook", "https://[::1]/hook"]) {
      const res = await agent.put(`/api/api-keys/${keyId}/webhook`).send({ url });
      expect(res.status, url).toBe(400);
      expect(res.body.fieldErrors.url, url).toEqual([expect.any(String)]);
    }
  });

  it("when a saved URL's host now resolves to a private address, then the delivery refuses to connect and logs why", async () => {
    const { user } = await signUp(ctx, "live");
    const port = new URL(receiver.url).port;
    // Saved while the name pointed elsewhere; "localhost" stands for a name whose DNS now answers 127.0.0.1.
    const keyId = await insertApiKey(ctx.database.db, user.id, {
      url: `https://localhost:${port}/hooks/viralscore?case=rebound`,
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    });
    const jobId = await insertFinishedJob(ctx.database.db, user.id, keyId);
    const deliveryId = await createWebhooksRepository(ctx.database.db).insertDelivery(ctx.database.db, {
      apiKeyId: keyId,
      eventType: "analysis.completed",
      jobId,
      payload: { type: "analysis.completed" },
      dueAt: ctx.clock.now(),
    });
    const before = receiver.received.length;
    expect(await live.services.webhooks.deliverDue()).toBe(1);
    expect(receiver.received.length).toBe(before);
    const attempts = await ctx.database.db
      .select()
      .from(webhookDeliveryAttempts)
      .where(eq(webhookDeliveryAttempts.deliveryId, deliveryId!));
    expect(attempts).toEqual([expect.objectContaining({ statusCode: null, error: expect.stringMatching(/private/) })]);
    expect((await deliveryRow(deliveryId!)).status).toBe("pending"); // DNS may change back: it is retried
  });
});

describe("a delivery", () => {
  it("when a job completes, then the receiver gets one POST whose signature verifies with standardwebhooks and with the published HMAC", async () => {
    const owner = await ownerWithWebhook();
    const jobId = await insertFinishedJob(ctx.database.db, owner.user.id, owner.keyId);
    const deliveryId = await ctx.services.webhooks.enqueue(ctx.database.db, {
      apiKeyId: owner.keyId,
      type: "analysis.completed",
      jobId,
      payload: { analysisId: 4242, score: 73 },
    });
    expect(deliveryId).toEqual(expect.any(String));
    await expect.poll(() => owner.received().length, SOON).toBe(1);
    const [request] = owner.received();
    const headers = {
      "webhook-id": String(request!.headers["webhook-id"]),
      "webhook-timestamp": String(request!.headers["webhook-timestamp"]),
      "webhook-signature": String(request!.headers["webhook-signature"]),
    };
    expect(headers["webhook-id"]).toBe(deliveryId);
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(Number(headers["webhook-timestamp"])).toBe(Math.floor(ctx.clock.now().getTime() / 1000));

    // The reference library, as a receiver would use it.
    const verified = new Webhook(owner.secret).verify(request!.body, headers);
    expect(webhookEventSchema.parse(verified)).toEqual({
      type: "analysis.completed",
      timestamp: expect.any(String),
      data: { id: jobId, status: "completed", analysisId: 4242, score: 73 },
    });
    // The published algorithm, computed here: base64 HMAC-SHA256 of "id.timestamp.body" under the secret's bytes.
    const key = Buffer.from(owner.secret.slice("whsec_".length), "base64");
    const expected = createHmac("sha256", key)
      .update(`${headers["webhook-id"]}.${headers["webhook-timestamp"]}.${request!.body}`)
      .digest("base64");
    expect(headers["webhook-signature"].split(" ")).toContain(`v1,${expected}`);
    // A body changed in transit does not verify.
    expect(() => new Webhook(owner.secret).verify(request!.body.replace("73", "99"), headers)).toThrow();

    const log = await owner.agent.get(`/api/api-keys/${owner.keyId}/webhook-deliveries`).expect(200);
    const [delivery] = webhookDeliveryListResponseSchema.parse(log.body).deliveries;
    expect(delivery).toMatchObject({
      id: deliveryId,
      eventType: "analysis.completed",
      jobId,
      status: "delivered",
      nextAttemptAt: null,
      attempts: [{ statusCode: 200, error: null, durationMs: expect.any(Number) }],
    });
  });

  it("when a job fails, then analysis.failed carries the job's error", async () => {
    const owner = await ownerWithWebhook();
    const jobId = await insertFinishedJob(ctx.database.db, owner.user.id, owner.keyId, "failed");
    await ctx.services.webhooks.enqueue(ctx.database.db, {
      apiKeyId: owner.keyId,
      type: "analysis.failed",
      jobId,
      payload: { analysisId: null, error: { code: "UNREADABLE_MEDIA", message: "The file could not be read." } },
    });
    await expect.poll(() => owner.received().length, SOON).toBe(1);
    expect(JSON.parse(owner.received()[0]!.body)).toEqual({
      type: "analysis.failed",
      timestamp: expect.any(String),
      data: {
        id: jobId,
        status: "failed",
        analysisId: null,
        error: { code: "UNREADABLE_MEDIA", message: "The file could not be read." },
      },
    });
  });

  it("when the receiver answers 500, then it is tried again 1 min, 5 min, 30 min, 2 h and 12 h later, then given up", async () => {
    const owner = await ownerWithWebhook(() => 500);
    const deliveryId = await completedJobDelivery(owner, { analysisId: 1, score: 50 });
    await expect.poll(() => owner.received().length, SOON).toBe(1);
    await ctx.services.webhooks.idle();
    for (const [index, delay] of WEBHOOK_RETRY_DELAYS_MS.entries()) {
      // A second early, nothing goes out; at the back-off time, exactly one attempt.
      await tick(delay - 1_000);
      expect(owner.received().length, `before retry ${index + 1}`).toBe(index + 1);
      await tick(1_000);
      expect(owner.received().length, `at retry ${index + 1}`).toBe(index + 2);
    }
    expect(owner.received()).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect(new Set(owner.received().map((request) => request.headers["webhook-id"]))).toEqual(new Set([deliveryId]));
    expect(await deliveryRow(deliveryId)).toMatchObject({
      status: "failed",
      attemptCount: 6,
      nextAttemptAt: null,
      lastStatusCode: 500,
    });
    await tick(48 * 3_600_000);
    expect(owner.received()).toHaveLength(WEBHOOK_MAX_ATTEMPTS);

    const log = await owner.agent.get(`/api/api-keys/${owner.keyId}/webhook-deliveries`).expect(200);
    const [delivery] = webhookDeliveryListResponseSchema.parse(log.body).deliveries;
    expect(delivery!.status).toBe("failed");
    expect(delivery!.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 500, 500, 500, 500]);
    const gaps = delivery!.attempts
      .slice(1)
      .map((attempt, i) => Date.parse(attempt.attemptedAt) - Date.parse(delivery!.attempts[i]!.attemptedAt));
    expect(gaps).toEqual([...WEBHOOK_RETRY_DELAYS_MS]);
    expect(delivery!.attempts[0]!.error).toBe("the receiver answered 500");
    // The log in Arabic: each attempt's error too.
    const arabic = await owner.agent
      .get(`/api/api-keys/${owner.keyId}/webhook-deliveries`)
      .set("Accept-Language", "ar")
      .expect(200);
    const [arabicDelivery] = webhookDeliveryListResponseSchema.parse(arabic.body).deliveries;
    expect(arabicDelivery!.attempts[0]!.error).toBe(arErrors.webhookAttempts.answered.replace("{{status}}", "500"));
  });

  it("when a retry gets a 2xx, then the delivery is done and no attempt follows", async () => {
    const owner = await ownerWithWebhook((n) => (n === 1 ? 503 : 204));
    const deliveryId = await completedJobDelivery(owner, { analysisId: 2, score: 81 });
    await expect.poll(() => owner.received().length, SOON).toBe(1);
    await ctx.services.webhooks.idle();
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "pending", lastStatusCode: 503 });
    await tick(60_000);
    expect(owner.received()).toHaveLength(2);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "delivered", nextAttemptAt: null, attemptCount: 2 });
    await tick(24 * 3_600_000);
    expect(owner.received()).toHaveLength(2);
    // Both attempts carry the same id and body; each is signed at its own time.
    const [first, second] = owner.received();
    expect(second!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
    expect(second!.body).toBe(first!.body);
    expect(Number(second!.headers["webhook-timestamp"]) - Number(first!.headers["webhook-timestamp"])).toBe(60);
  });

  it("when the receiver redirects or does not answer in time, then the attempt fails and says why", async () => {
    // The third request on answers 200, so the later tests' clock moves end this delivery instead of hanging on it.
    const owner = await ownerWithWebhook((n) => (n === 1 ? 302 : n === 2 ? "hang" : 200));
    const quick = createWebhooksService({
      db: ctx.database.db,
      clock: ctx.clock,
      logger: silent,
      policy: { allowLoopback: true },
      timeoutMs: 300,
    });
    onTestFinished(() => quick.close());
    const jobId = await insertFinishedJob(ctx.database.db, owner.user.id, owner.keyId);
    // Written without a kick, so this service (300 ms per attempt) is the one that sends it.
    const deliveryId = (await createWebhooksRepository(ctx.database.db).insertDelivery(ctx.database.db, {
      apiKeyId: owner.keyId,
      eventType: "analysis.completed",
      jobId,
      payload: { type: "analysis.completed" },
      dueAt: ctx.clock.now(),
    }))!;
    expect(await quick.deliverDue()).toBe(1);
    ctx.clock.advance(60_000);
    expect(await quick.deliverDue()).toBe(1);
    expect(owner.received()).toHaveLength(2);
    const attempts = await ctx.database.db
      .select()
      .from(webhookDeliveryAttempts)
      .where(eq(webhookDeliveryAttempts.deliveryId, deliveryId))
      .orderBy(webhookDeliveryAttempts.id);
    expect(attempts).toEqual([
      expect.objectContaining({ statusCode: 302, error: "redirects are not followed" }),
      expect.objectContaining({ statusCode: null, error: "no answer within 300 ms" }),
    ]);
    expect(attempts[1]!.durationMs).toBeGreaterThanOrEqual(290);
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "pending", attemptCount: 2 });
  });

  it("when the owner replays a delivered webhook, then 202 and it goes out again now with the same id and body", async () => {
    const owner = await ownerWithWebhook();
    const deliveryId = await completedJobDelivery(owner, { analysisId: 3, score: 64 });
    await expect.poll(() => owner.received().length, SOON).toBe(1);
    await ctx.services.webhooks.idle();
    ctx.clock.advance(5 * 60_000);

    const res = await owner.agent
      .post(`/api/api-keys/${owner.keyId}/webhook-deliveries/${deliveryId}/replay`)
      .send({})
      .expect(202);
    const { delivery } = webhookDeliveryResponseSchema.parse(res.body);
    expect(delivery).toMatchObject({ id: deliveryId, status: "pending", nextAttemptAt: ctx.clock.now().toISOString() });
    await expect.poll(() => owner.received().length, SOON).toBe(2);
    await ctx.services.webhooks.idle();
    const [first, again] = owner.received();
    expect(again!.headers["webhook-id"]).toBe(deliveryId);
    expect(again!.body).toBe(first!.body);
    const headers = {
      "webhook-id": deliveryId,
      "webhook-timestamp": String(again!.headers["webhook-timestamp"]),
      "webhook-signature": String(again!.headers["webhook-signature"]),
    };
    const key = Buffer.from(owner.secret.slice("whsec_".length), "base64");
    const signature = createHmac("sha256", key)
      .update(`${deliveryId}.${headers["webhook-timestamp"]}.${again!.body}`)
      .digest("base64");
    expect(headers["webhook-signature"]).toBe(`v1,${signature}`);
    const log = await owner.agent.get(`/api/api-keys/${owner.keyId}/webhook-deliveries`).expect(200);
    expect(log.body.deliveries[0]).toMatchObject({ id: deliveryId, status: "delivered" });
    expect(log.body.deliveries[0].attempts).toHaveLength(2);

    // Someone else's replay of it is a 404 and sends nothing.
    const { agent: other } = await signUp(ctx, "other");
    await other.post(`/api/api-keys/${owner.keyId}/webhook-deliveries/${deliveryId}/replay`).send({}).expect(404);
    await ctx.services.webhooks.idle();
    expect(owner.received()).toHaveLength(2);
  });

  it("when a delivery that was given up is replayed and the receiver is back, then it is delivered", async () => {
    const owner = await ownerWithWebhook((n) => (n <= WEBHOOK_MAX_ATTEMPTS ? 500 : 200));
    const deliveryId = await completedJobDelivery(owner, { analysisId: 5, score: 12 });
    await expect.poll(() => owner.received().length, SOON).toBe(1);
    await ctx.services.webhooks.idle();
    for (const delay of WEBHOOK_RETRY_DELAYS_MS) await tick(delay);
    expect((await deliveryRow(deliveryId)).status).toBe("failed");
    await owner.agent.post(`/api/api-keys/${owner.keyId}/webhook-deliveries/${deliveryId}/replay`).send({}).expect(202);
    await expect.poll(() => owner.received().length, SOON).toBe(WEBHOOK_MAX_ATTEMPTS + 1);
    await ctx.services.webhooks.idle();
    expect(await deliveryRow(deliveryId)).toMatchObject({ status: "delivered", attemptCount: 7 });
  });

  it("when an attempt is being sent, then a replay is refused with 409 and sends nothing more", async () => {
    const owner = await ownerWithWebhook();
    const jobId = await insertFinishedJob(ctx.database.db, owner.user.id, owner.keyId);
    const repo = createWebhooksRepository(ctx.database.db);
    const deliveryId = (await repo.insertDelivery(ctx.database.db, {
      apiKeyId: owner.keyId,
      eventType: "analysis.completed",
      jobId,
      payload: { type: "analysis.completed" },
      dueAt: ctx.clock.now(),
    }))!;
    // Another process has taken it and holds its lease.
    const now = ctx.clock.now();
    expect(await repo.claimDue(now, new Date(now.getTime() + 120_000), 50)).toEqual([
      expect.objectContaining({ id: deliveryId, attemptCount: 1 }),
    ]);
    const res = await owner.agent
      .post(`/api/api-keys/${owner.keyId}/webhook-deliveries/${deliveryId}/replay`)
      .send({})
      .expect(409);
    expect(res.body.code).toBe("CONFLICT");
    await ctx.services.webhooks.idle();
    expect(owner.received()).toHaveLength(0);
  });

  it("when the key has no webhook or is revoked, or the transaction rolls back, then nothing is enqueued or sent", async () => {
    const { user } = await signUp(ctx, "hook");
    const db = ctx.database.db;
    const bare = await insertApiKey(db, user.id);
    const revoked = await insertApiKey(
      db,
      user.id,
      { url: `${receiver.url}?case=revoked`, secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" },
      { revoked: true },
    );
    for (const apiKeyId of [bare, revoked]) {
      const jobId = await insertFinishedJob(db, user.id, apiKeyId);
      const event = { apiKeyId, type: "analysis.completed" as const, jobId, payload: { analysisId: 9, score: 9 } };
      expect(await ctx.services.webhooks.enqueue(db, event)).toBeNull();
    }

    const owner = await ownerWithWebhook();
    const jobId = await insertFinishedJob(db, owner.user.id, owner.keyId);
    await expect(
      db.transaction(async (tx) => {
        await ctx.services.webhooks.enqueue(tx, {
          apiKeyId: owner.keyId,
          type: "analysis.completed",
          jobId,
          payload: { analysisId: 9, score: 9 },
        });
        throw new Error("the job's transaction failed");
      }),
    ).rejects.toThrow("the job's transaction failed");
    await ctx.services.webhooks.idle();
    await tick(0);
    expect(await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.jobId, jobId))).toEqual([]);
    expect(owner.received()).toHaveLength(0);
  });

  it("when deliveries are enqueued inside the transaction that finishes the job, then they go out once it commits", async () => {
    const owner = await ownerWithWebhook();
    const db = ctx.database.db;
    const jobId = await insertFinishedJob(db, owner.user.id, owner.keyId);
    await db.transaction(async (tx) => {
      await ctx.services.webhooks.enqueue(tx, {
        apiKeyId: owner.keyId,
        type: "analysis.completed",
        jobId,
        payload: { analysisId: 11, score: 70 },
      });
      // The rest of the job's transaction takes a while: a send tried at once would find nothing committed yet.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    // No tick and no clock move: the commit itself wakes the delivery (NOTIFY on PostgreSQL, the queue on PGlite).
    await expect.poll(() => owner.received().length, SOON).toBe(1);
  });

  it("when the scheduler runs the webhook job, then a due delivery is sent without any kick", async () => {
    const owner = await ownerWithWebhook();
    const jobId = await insertFinishedJob(ctx.database.db, owner.user.id, owner.keyId);
    await createWebhooksRepository(ctx.database.db).insertDelivery(ctx.database.db, {
      apiKeyId: owner.keyId,
      eventType: "analysis.completed",
      jobId,
      payload: { type: "analysis.completed" },
      dueAt: ctx.clock.now(),
    });
    const scheduler = createScheduler({ db: ctx.database.db, holder: "webhook-test", logger: silent, tickMs: 100 });
    scheduleWebhookDeliveries(scheduler, { services: ctx.services, intervalMs: 100 });
    scheduler.start();
    try {
      await expect.poll(() => owner.received().length, SOON).toBe(1);
    } finally {
      await scheduler.stop();
    }
  });
});

describe("GET /api/api-keys/:id/webhook-deliveries", () => {
  it("when a key has more than 50 deliveries, then the last 50 are listed, newest first", async () => {
    const { agent, user } = await signUp(ctx, "hook");
    const db = ctx.database.db;
    const keyId = await insertApiKey(db, user.id, {
      url: `${receiver.url}?case=many`,
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    });
    const repo = createWebhooksRepository(db);
    const start = ctx.clock.now().getTime() + 3_600_000; // not due yet: nothing is sent
    const ids: string[] = [];
    for (let i = 0; i < 55; i += 1) {
      const jobId = await insertFinishedJob(db, user.id, keyId);
      ids.push(
        (await repo.insertDelivery(db, {
          apiKeyId: keyId,
          eventType: i % 2 ? "analysis.failed" : "analysis.completed",
          jobId,
          payload: {},
          dueAt: new Date(start + i * 1_000),
        }))!,
      );
    }
    const res = await agent.get(`/api/api-keys/${keyId}/webhook-deliveries`).expect(200);
    const { deliveries } = webhookDeliveryListResponseSchema.parse(res.body);
    expect(deliveries.map((delivery) => delivery.id)).toEqual(ids.slice(5).reverse());
    expect(deliveries[0]).toMatchObject({ status: "pending", attempts: [], eventType: "analysis.completed" });
  });
});

describe("the log's sweep", () => {
  it("when deliveries ended over 30 days ago, then the sweep deletes them and their attempts, and keeps the rest", async () => {
    const { user } = await signUp(ctx, "hook");
    const db = ctx.database.db;
    const keyId = await insertApiKey(db, user.id, {
      url: `${receiver.url}?case=sweep`,
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    });
    const day = 24 * 3_600_000;
    const now = ctx.clock.now().getTime();
    const rows: Array<{ status: "delivered" | "failed" | "pending"; ageDays: number }> = [
      { status: "delivered", ageDays: 31 },
      { status: "failed", ageDays: 31 },
      { status: "pending", ageDays: 31 },
      { status: "delivered", ageDays: 29 },
    ];
    const ids: string[] = [];
    for (const row of rows) {
      const jobId = await insertFinishedJob(db, user.id, keyId);
      const createdAt = new Date(now - row.ageDays * day);
      const [inserted] = await db
        .insert(webhookDeliveries)
        .values({
          apiKeyId: keyId,
          eventType: "analysis.completed",
          jobId,
          payload: {},
          status: row.status,
          createdAt,
          // The pending one is not due: the sweep must keep it without anything being sent.
          nextAttemptAt: row.status === "pending" ? new Date(now + day) : null,
        })
        .returning({ id: webhookDeliveries.id });
      await db
        .insert(webhookDeliveryAttempts)
        .values({ deliveryId: inserted!.id, attemptedAt: createdAt, statusCode: 500, durationMs: 3 });
      ids.push(inserted!.id);
    }
    // The other tests' deliveries ended less than 30 days ago on this clock; this key's two old ones are the least.
    expect(await ctx.services.webhooks.sweep()).toBeGreaterThanOrEqual(2);
    const left = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.apiKeyId, keyId));
    expect(left.map((row) => row.id).sort()).toEqual([ids[2], ids[3]].sort());
    const attempts = await db
      .select()
      .from(webhookDeliveryAttempts)
      .where(inArray(webhookDeliveryAttempts.deliveryId, ids));
    expect(attempts.map((attempt) => attempt.deliveryId).sort()).toEqual([ids[2], ids[3]].sort());
  });
});
