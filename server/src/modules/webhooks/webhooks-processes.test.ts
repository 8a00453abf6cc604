import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openPostgres } from "../../db/client";
import { webhookDeliveries, webhookDeliveryAttempts } from "../../db/schema";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { createSiblingApp } from "../../../test/sibling-app";
import {
  insertApiKey,
  insertFinishedJob,
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../../test/webhook-receiver";
import { createWebhooksRepository } from "./webhooks.repository";

// Exactly once across processes: two apps on one database send the same due deliveries at the same moment, and
// the receiver counts every webhook-id. On PostgreSQL the second app has its own connection pool and its own bus
// (LISTEN connection), as a second process would; PGlite is one process, where the same test only shows that two
// apps in it do not send twice.

let ctx: TestContext;
let second: Database | null = null;
let sibling: ReturnType<typeof createSiblingApp>;
let receiver: WebhookReceiver;
const N = 60;

beforeAll(async () => {
  ctx = await createTestContext({ models: false });
  if (ctx.database.url) second = openPostgres(ctx.database.url);
  sibling = createSiblingApp(ctx, { engine: ctx.services.engine, ...(second ? { db: second.db } : {}) });
  // Each answer takes a moment, so that one process is still sending while the other claims.
  receiver = await startWebhookReceiver({ delayMs: 50 });
});
afterAll(async () => {
  await ctx?.services.webhooks.close();
  await sibling?.services.webhooks.close();
  await sibling?.close();
  await second?.close();
  await receiver?.close();
  await ctx?.close();
});

/** N due deliveries of one key, written without waking anyone: the test decides when the processes look. */
async function dueDeliveries(tag: string): Promise<string[]> {
  const db = ctx.database.db;
  const { user } = await signUp(ctx, "procs");
  const keyId = await insertApiKey(db, user.id, {
    url: `${receiver.url}?case=${tag}`,
    secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  });
  const repo = createWebhooksRepository(db);
  const ids: string[] = [];
  for (let i = 0; i < N; i += 1) {
    const jobId = await insertFinishedJob(db, user.id, keyId);
    const id = await repo.insertDelivery(db, {
      apiKeyId: keyId,
      eventType: "analysis.completed",
      jobId,
      payload: { n: i },
      dueAt: ctx.clock.now(),
    });
    ids.push(id!);
  }
  return ids;
}

const idsReceived = (tag: string) =>
  receiver.received
    .filter((request) => request.url.endsWith(`?case=${tag}`))
    .map((request) => String(request.headers["webhook-id"]));

function countById(ids: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** Both processes run the scheduler's job at the same moment, twice each. */
async function tickBoth(): Promise<{ first: number; second: number }> {
  // Each pool has a connection open, so neither process starts late by opening its first one.
  await Promise.all([ctx.database.db.execute(sql`select 1`), (second?.db ?? ctx.database.db).execute(sql`select 1`)]);
  const [a1, b1, a2, b2] = await Promise.all([
    ctx.services.webhooks.deliverDue(),
    sibling.services.webhooks.deliverDue(),
    ctx.services.webhooks.deliverDue(),
    sibling.services.webhooks.deliverDue(),
  ]);
  return { first: a1 + a2, second: b1 + b2 };
}

describe("two app processes over one database", () => {
  it(`when both tick at once over ${N} due deliveries, then the receiver gets each webhook-id exactly once`, async () => {
    const ids = await dueDeliveries("once");
    const made = await tickBoth();
    expect(made.first + made.second, JSON.stringify(made)).toBe(N);
    // Both took part (each claims a batch of 20 at once), so the claims did meet.
    expect(made.first, JSON.stringify(made)).toBeGreaterThan(0);
    expect(made.second, JSON.stringify(made)).toBeGreaterThan(0);
    const counts = countById(idsReceived("once"));
    expect(counts.size).toBe(N);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect([...counts.keys()].sort()).toEqual([...ids].sort());

    const rows = await ctx.database.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids));
    expect(rows.every((row) => row.status === "delivered" && row.attemptCount === 1)).toBe(true);
    const attempts = await ctx.database.db
      .select()
      .from(webhookDeliveryAttempts)
      .where(inArray(webhookDeliveryAttempts.deliveryId, ids));
    expect(attempts).toHaveLength(N);

    // Nothing is left for a later tick.
    ctx.clock.advance(24 * 3_600_000);
    expect(await tickBoth()).toEqual({ first: 0, second: 0 });
    expect(idsReceived("once")).toHaveLength(N);
  });

  it("when every first attempt gets a 500, then each retry too is sent by one process only", async () => {
    receiver.respondWith((request) => {
      if (!request.url.endsWith("?case=retry")) return 200;
      const id = String(request.headers["webhook-id"]);
      return idsReceived("retry").filter((seen) => seen === id).length === 1 ? 500 : 200;
    });
    const ids = await dueDeliveries("retry");
    await tickBoth();
    expect(idsReceived("retry")).toHaveLength(N);
    ctx.clock.advance(59_000);
    expect(await tickBoth()).toEqual({ first: 0, second: 0 });
    ctx.clock.advance(1_000);
    const made = await tickBoth();
    expect(made.first + made.second).toBe(N);
    const counts = countById(idsReceived("retry"));
    expect(counts.size).toBe(N);
    expect([...counts.values()].every((count) => count === 2)).toBe(true);
    const rows = await ctx.database.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.id, ids));
    expect(rows.every((row) => row.status === "delivered" && row.attemptCount === 2)).toBe(true);
  });

  it("when one process enqueues deliveries and commits, then the wake-up reaches both and each is still sent once", async () => {
    const { user } = await signUp(ctx, "procs");
    const db = ctx.database.db;
    const keyId = await insertApiKey(db, user.id, {
      url: `${receiver.url}?case=kick`,
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    });
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const jobId = await insertFinishedJob(db, user.id, keyId);
      await db.transaction(async (tx) => {
        ids.push(
          (await ctx.services.webhooks.enqueue(tx, {
            apiKeyId: keyId,
            type: "analysis.completed",
            jobId,
            payload: { analysisId: i, score: 50 },
          }))!,
        );
      });
    }
    await receiver.waitFor(receiver.received.length - idsReceived("kick").length + 20);
    await ctx.services.webhooks.idle();
    await sibling.services.webhooks.idle();
    const counts = countById(idsReceived("kick"));
    expect(counts.size).toBe(20);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    const rows = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.apiKeyId, keyId));
    expect(rows.map((row) => row.status)).toEqual(Array(20).fill("delivered"));
  });
});
