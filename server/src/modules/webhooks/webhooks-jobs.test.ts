import fs from "node:fs";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookEventSchema, webhookUrlResponseSchema } from "@shared/schemas/webhooks";
import { createTestContext, type TestContext } from "../../../test/app";
import { makeImage, makeMediaDir } from "../../../test/media";
import { apiCaller, insertLeasedJob } from "../../../test/public-api-helpers";
import { startWebhookReceiver, type WebhookReceiver } from "../../../test/webhook-receiver";
import { failLostJobs } from "../public-api/api-job-runner";
import { JOB_LEASE_MS } from "../public-api/api-jobs.service";

// The journey the "done when" describes, minus curl: a Pro creator sets a webhook on a key, sends a file to
// /api/v1/analyses, and the receiver gets a signed analysis.completed naming the job the 202 gave; a job that fails
// (an unreadable file, a process that died) sends analysis.failed with the job's error.

let ctx: TestContext;
let receiver: WebhookReceiver;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let image: string;
let brokenFile: string;

beforeAll(async () => {
  ctx = await createTestContext({ models: false }); // the analysis is the means; the engine has its own tests
  receiver = await startWebhookReceiver();
  media = await makeMediaDir();
  image = await makeImage(path.join(media.dir, "post.png"), "360x640");
  // An MP4 header and nothing to decode: the engine refuses it after the 202.
  brokenFile = path.join(media.dir, "broken.mp4");
  fs.writeFileSync(
    brokenFile,
    Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom"), Buffer.alloc(64)]),
  );
});
afterAll(async () => {
  await ctx?.services.apiJobRunner.idle();
  await ctx?.services.webhooks.close();
  await receiver?.close();
  media?.cleanup();
  await ctx?.close();
});

/** A Pro caller whose key posts its webhooks to the receiver, under its own query so its posts can be told apart. */
async function callerWithWebhook(tag: string) {
  const caller = await apiCaller(ctx, { prefix: "hookjob" });
  const url = `${receiver.url}?case=${tag}`;
  const res = await caller.agent.put(`/api/api-keys/${caller.keyId}/webhook`).send({ url }).expect(200);
  const { webhookSecret } = webhookUrlResponseSchema.parse(res.body);
  return {
    ...caller,
    secret: webhookSecret!,
    received: () => receiver.received.filter((request) => request.url.endsWith(`?case=${tag}`)),
  };
}

function verified(secret: string, request: { headers: Record<string, unknown>; body: string }) {
  return webhookEventSchema.parse(
    new Webhook(secret).verify(request.body, {
      "webhook-id": String(request.headers["webhook-id"]),
      "webhook-timestamp": String(request.headers["webhook-timestamp"]),
      "webhook-signature": String(request.headers["webhook-signature"]),
    }),
  );
}

describe("webhooks of /api/v1 jobs", () => {
  it("when a job completes, then the key's receiver gets a signed analysis.completed with the job, its analysis and score", async () => {
    const caller = await callerWithWebhook("completed");
    const accepted = await caller.call("post", "/api/v1/analyses").attach("file", image).expect(202);
    await ctx.services.apiJobRunner.idle();
    await expect.poll(() => caller.received().length, { timeout: 10_000 }).toBe(1);
    const job = (await caller.call("get", `/api/v1/analyses/${accepted.body.id}`).expect(200)).body;
    expect(job.status).toBe("completed");
    const event = verified(caller.secret, caller.received()[0]!);
    expect(event).toEqual({
      type: "analysis.completed",
      timestamp: expect.any(String),
      data: { id: accepted.body.id, status: "completed", analysisId: job.analysis.id, score: job.analysis.viralScore },
    });
    const log = await caller.agent.get(`/api/api-keys/${caller.keyId}/webhook-deliveries`).expect(200);
    expect(log.body.deliveries).toEqual([
      expect.objectContaining({ jobId: accepted.body.id, eventType: "analysis.completed", status: "delivered" }),
    ]);
  });

  it("when the engine cannot read the file, then analysis.failed carries the job's error", async () => {
    const caller = await callerWithWebhook("unreadable");
    const accepted = await caller.call("post", "/api/v1/analyses").attach("file", brokenFile).expect(202);
    await ctx.services.apiJobRunner.idle();
    await expect.poll(() => caller.received().length, { timeout: 10_000 }).toBe(1);
    const job = (await caller.call("get", `/api/v1/analyses/${accepted.body.id}`).expect(200)).body;
    expect(verified(caller.secret, caller.received()[0]!)).toEqual({
      type: "analysis.failed",
      timestamp: expect.any(String),
      data: { id: accepted.body.id, status: "failed", analysisId: null, error: job.error },
    });
    expect(job.error.code).toBe("UNREADABLE_MEDIA");
  });

  it("when the sweeper fails a job whose process died, then analysis.failed goes out once", async () => {
    const caller = await callerWithWebhook("lost");
    const job = await insertLeasedJob(ctx, caller, "processing");
    ctx.clock.advance(JOB_LEASE_MS + 1000);
    expect(await failLostJobs(ctx.services.apiJobs, ctx.clock.now())).toBe(1);
    expect(await failLostJobs(ctx.services.apiJobs, ctx.clock.now())).toBe(0);
    await expect.poll(() => caller.received().length, { timeout: 10_000 }).toBe(1);
    await ctx.services.webhooks.idle();
    const event = JSON.parse(caller.received()[0]!.body);
    expect(event).toMatchObject({
      type: "analysis.failed",
      data: { id: job.id, status: "failed", error: { code: "ANALYSIS_FAILED" } },
    });
    expect(caller.received()).toHaveLength(1);
  });

  it("when a key has no webhook, then its jobs finish as before and nothing is posted", async () => {
    const caller = await apiCaller(ctx, { prefix: "nohook" });
    const before = receiver.received.length;
    await caller.call("post", "/api/v1/analyses").attach("file", image).expect(202);
    await ctx.services.apiJobRunner.idle();
    await ctx.services.webhooks.idle();
    expect(receiver.received.length).toBe(before);
  });
});
