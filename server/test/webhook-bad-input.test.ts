import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, webhookDeliveries } from "../src/db/schema";
import { createTestContext, type TestContext } from "./app";
import { type Actors, createActors } from "./actors";
import { describeBadInput, expectRefused, type Target, useBadInputContext } from "./bad-input-harness";
import { insertApiKey, insertFinishedJob } from "./webhook-receiver";

// Bad input to the webhooks of an API key: ids of the wrong shape or of another user's key, URLs that are not
// URLs, not https, carry credentials or point inside our network, unknown fields. Each must answer a readable 4xx,
// change no row, and leave the key's URL and secret as they were.

let ctx: TestContext;
let actors: Actors;
const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
/** Nothing listens there: the valid requests never reach a receiver. */
const URL_OF_A = "http://127.0.0.1:9/hooks/a";
const fx = { keyOfA: "", keyOfB: "", deliveryOfA: "", deliveryOfB: "" };

beforeAll(async () => {
  ctx = await createTestContext({ models: false });
  actors = await createActors(ctx);
  useBadInputContext(ctx, actors);
  const db = ctx.database.db;
  fx.keyOfA = await insertApiKey(db, actors.userA.id, { url: URL_OF_A, secret: SECRET });
  fx.keyOfB = await insertApiKey(db, actors.userB.id, { url: "http://127.0.0.1:9/hooks/b", secret: SECRET });
  for (const [user, key, field] of [
    [actors.userA.id, fx.keyOfA, "deliveryOfA"],
    [actors.userB.id, fx.keyOfB, "deliveryOfB"],
  ] as const) {
    const jobId = await insertFinishedJob(db, user, key);
    const [row] = await db
      .insert(webhookDeliveries)
      .values({ apiKeyId: key, eventType: "analysis.completed", jobId, payload: {}, status: "delivered" })
      .returning({ id: webhookDeliveries.id });
    fx[field] = row!.id;
  }
});
afterAll(async () => {
  await ctx?.services.webhooks.close();
  await ctx?.close();
});

const MISSING = "6f1c2a9e-4b7d-4c1a-9e2f-0a1b2c3d4e5f";
/** Key ids that are not a UUID, or not a key of user A's. */
const badKeyIds = () => [
  "abc",
  "1",
  "-1",
  "6f1c2a9e4b7d4c1a9e2f0a1b2c3d4e5f",
  "1;drop table api_keys",
  MISSING,
  fx.keyOfB,
];

const UNKNOWN_FIELDS = {
  "an unknown field": { isAdmin: true },
  "another user's id": { userId: 1 },
};

describeBadInput({
  "PUT /api/api-keys/:id/webhook": {
    method: "PUT",
    actor: "userA",
    path: () => `/api/api-keys/${fx.keyOfA}/webhook`,
    body: () => ({ url: URL_OF_A }),
    nullable: ["url"],
    strict: true,
    badValues: () => ({
      url: [
        "",
        "   ",
        "example.com/hook",
        "javascript:alert(1)",
        "ftp://93.184.216.34/hook",
        "https://user:secret@93.184.216.34/hook",
        "http://10.0.0.1/hook",
        "https://169.254.169.254/latest/meta-data",
        "https://[fe80::1]/hook",
        "https://no-such-host.invalid/hook",
        `https://93.184.216.34/${"a".repeat(2048)}`,
        "https://93.184.216.34/hook\nX-Injected: 1",
      ],
    }),
    badPaths: () => badKeyIds().map((id) => `/api/api-keys/${encodeURIComponent(id)}/webhook`),
  },
  "GET /api/api-keys/:id/webhook-deliveries": {
    method: "GET",
    actor: "userA",
    path: () => `/api/api-keys/${fx.keyOfA}/webhook-deliveries`,
    badPaths: () => badKeyIds().map((id) => `/api/api-keys/${encodeURIComponent(id)}/webhook-deliveries`),
  },
  "POST /api/api-keys/:id/webhook-deliveries/:deliveryId/replay": {
    method: "POST",
    actor: "userA",
    path: () => `/api/api-keys/${fx.keyOfA}/webhook-deliveries/${fx.deliveryOfA}/replay`,
    badBodies: () => UNKNOWN_FIELDS,
    badPaths: () => [
      ...badKeyIds().map((id) => `/api/api-keys/${encodeURIComponent(id)}/webhook-deliveries/${fx.deliveryOfA}/replay`),
      ...["abc", "1", MISSING, fx.deliveryOfB].map(
        (id) => `/api/api-keys/${fx.keyOfA}/webhook-deliveries/${encodeURIComponent(id)}/replay`,
      ),
    ],
  },
});

describe("after the bad input", () => {
  it("when everything above was refused, then user A's key still has its URL and secret", async () => {
    const [row] = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.id, fx.keyOfA));
    expect(row).toMatchObject({ webhookUrl: URL_OF_A, webhookSecret: SECRET });
  });

  it("when user A replays user B's delivery through A's own key, then 404 and B's delivery is untouched", async () => {
    const target: Target = { method: "POST", actor: "userA", path: () => "" };
    const path = `/api/api-keys/${fx.keyOfA}/webhook-deliveries/${fx.deliveryOfB}/replay`;
    const res = await expectRefused(target, "B's delivery", path, {});
    expect(res.status).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, fx.deliveryOfB));
    expect(row).toMatchObject({ status: "delivered", nextAttemptAt: null });
  });

  it("control: when user A sends the valid requests, then they answer 2xx", async () => {
    await actors.as("userA", "GET", `/api/api-keys/${fx.keyOfA}/webhook-deliveries`).expect(200);
    await actors.as("userA", "PUT", `/api/api-keys/${fx.keyOfA}/webhook`).send({ url: URL_OF_A }).expect(200);
    await actors
      .as("userA", "POST", `/api/api-keys/${fx.keyOfA}/webhook-deliveries/${fx.deliveryOfA}/replay`)
      .send({})
      .expect(202);
  });
});
