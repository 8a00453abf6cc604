import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_EXPORT_SECTIONS } from "@shared/schemas/account";
import { apiJobs, apiKeys, users, webhookDeliveries } from "../../../db/schema";
import { readAllText } from "../../../../test/account-export";
import { createTestContext, signUp, type TestContext } from "../../../../test/app";
import { insertAnalyses, type SeededAccount, seedAccount, verifyAddress } from "../../../../test/account-seed";
import {
  createPrivacyExportService,
  exportFileName,
  PRIVACY_EXPORT_ANALYSES_BATCH_SIZE,
  PRIVACY_EXPORT_BATCH_SIZE,
} from "./privacy-export";

// "Download my data": everything held about the user, nothing of anyone else, streamed.

let ctx: TestContext;
let alice: SeededAccount;
let bob: SeededAccount;
let carol: SeededAccount;
let dave: SeededAccount;
beforeAll(async () => {
  ctx = await createTestContext();
  alice = await seedAccount(ctx, "alice");
  bob = await seedAccount(ctx, "bob");
  carol = await seedAccount(ctx, "carol");
  dave = await seedAccount(ctx, "dave");
});
afterAll(async () => {
  await ctx?.close();
});

type Export = Record<string, unknown> & {
  user: Record<string, unknown>;
  settings: { language: string; autoChargeEnabled: boolean; savedCards: Array<Record<string, unknown>> };
  consents: Record<string, unknown>;
  sessions: Array<Record<string, unknown>>;
  analyses: Array<Record<string, unknown>>;
  payments: Array<Record<string, unknown>>;
  promoCodeRedemptions: Array<Record<string, unknown>>;
  contactMessages: Array<Record<string, unknown>>;
};

async function download(agent: SeededAccount["agent"], path = "/api/account/export") {
  const res = await agent.get(path).buffer(true).parse(readAllText).expect(200);
  const text = res.body as string;
  return { res, text, data: JSON.parse(text) as Export };
}

describe("GET /api/account/export", () => {
  it("when a user has API keys, then the export lists each with its name, prefix, dates and webhook, never a secret", async () => {
    await ctx.database.db.insert(apiKeys).values([
      {
        userId: bob.user.id,
        name: "Scheduler",
        prefix: "vs_test_Ab12Cd",
        keyHash: "a".repeat(64),
        webhookUrl: "https://hooks.example/vs",
        webhookSecret: "whsec_c2VjcmV0LXRoYXQtbXVzdC1ub3QtbGVhaw==",
      },
      { userId: alice.user.id, name: "Alice's tool", prefix: "vs_test_Zz99Yy", keyHash: "b".repeat(64) },
    ]);
    const { text, data } = await download(bob.agent);
    expect(data.apiKeys).toEqual([
      expect.objectContaining({ name: "Scheduler", prefix: "vs_test_Ab12Cd", webhookUrl: "https://hooks.example/vs" }),
    ]);
    expect(text).not.toContain("whsec_");
    expect(text).not.toContain("a".repeat(64));
    expect(text).not.toContain("Alice's tool");
  });

  it("when a user's tool used the API, then the export lists its jobs and the webhooks sent, more than a batch of each, and none of another user's", async () => {
    const db = ctx.database.db;
    const [carolKey, daveKey] = await db
      .insert(apiKeys)
      .values([
        { userId: carol.user.id, name: "Agency tool", prefix: "vs_test_Cc11Cc", keyHash: "c".repeat(64) },
        { userId: dave.user.id, name: "Dave's tool", prefix: "vs_test_Dd22Dd", keyHash: "d".repeat(64) },
      ])
      .returning();
    const count = PRIVACY_EXPORT_BATCH_SIZE + 3;
    const jobs = await db
      .insert(apiJobs)
      .values(
        Array.from({ length: count }, (_, index) => ({
          userId: carol.user.id,
          apiKeyId: carolKey!.id,
          status: index === 0 ? "failed" : "completed",
          errorMessage: index === 0 ? "The file could not be read." : null,
          billing: "included",
          requestFingerprint: "f".repeat(64),
        })),
      )
      .returning({ id: apiJobs.id });
    const [daveJob] = await db
      .insert(apiJobs)
      .values({ userId: dave.user.id, apiKeyId: daveKey!.id, billing: "included" })
      .returning({ id: apiJobs.id });
    await db.insert(webhookDeliveries).values([
      ...jobs.map((job) => ({
        apiKeyId: carolKey!.id,
        eventType: "analysis.completed",
        jobId: job.id,
        payload: { secretPayloadMarker: true },
        status: "delivered",
        attemptCount: 1,
        lastStatusCode: 200,
      })),
      { apiKeyId: daveKey!.id, eventType: "analysis.completed", jobId: daveJob!.id, payload: {}, status: "pending" },
    ]);

    const { text, data } = await download(carol.agent);
    const exported = data as unknown as {
      apiJobs: Array<Record<string, unknown>>;
      webhookDeliveries: Array<Record<string, unknown>>;
    };
    expect(exported.apiJobs.map((job) => job.id)).toEqual(jobs.map((job) => job.id).sort());
    expect(exported.apiJobs).toContainEqual(
      expect.objectContaining({ status: "failed", errorMessage: "The file could not be read.", billing: "included" }),
    );
    expect(exported.webhookDeliveries).toHaveLength(count);
    expect(exported.webhookDeliveries[0]).toMatchObject({ eventType: "analysis.completed", status: "delivered" });
    expect(text).not.toContain(daveJob!.id);
    expect(text).not.toContain("secretPayloadMarker");
    expect(text).not.toContain("f".repeat(64));
  });

  it("when a user downloads their data, then a JSON attachment named after them holds every section, in order", async () => {
    const { res, text, data } = await download(alice.agent);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    const date = ctx.clock.now().toISOString().slice(0, 10);
    expect(res.headers["content-disposition"]).toContain(
      `attachment; filename="viralscore-data-${alice.user.username}-${date}.json"`,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(Object.keys(data)).toEqual([...ACCOUNT_EXPORT_SECTIONS]);
    expect(text.endsWith("}\n")).toBe(true);
    expect(data.exportedAt).toBe(ctx.clock.now().toISOString());
  });

  it("when the export is read, then it holds the profile, settings, consents, sessions, analyses, payments, redemptions and messages", async () => {
    const { data } = await download(alice.agent);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, alice.user.id));
    expect(data.user).toMatchObject({
      id: alice.user.id,
      username: alice.user.username,
      email: alice.user.email,
      pendingEmail: null,
      emailVerified: true,
      subscriptionPlan: "free",
      freeTrialsUsed: 0,
      analysisCredits: 0,
      createdAt: row!.createdAt.toISOString(),
    });
    expect(data.user).not.toHaveProperty("passwordHash");
    expect(JSON.stringify(data)).not.toContain(row!.passwordHash);

    expect(data.settings).toEqual({
      language: "en",
      autoChargeEnabled: false,
      savedCards: [
        expect.objectContaining({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2030, isDefault: true }),
      ],
    });
    expect(data.consents).toMatchObject({
      termsAndPrivacyPolicy: { acceptedAt: row!.createdAt.toISOString() },
      emailVerification: { verifiedAt: row!.emailVerifiedAt!.toISOString() },
    });

    expect(data.sessions).toHaveLength(2);
    for (const session of data.sessions) {
      expect(Object.keys(session).sort()).toEqual(["createdAt", "expiresAt", "ip", "lastUsedAt", "userAgent"]);
    }
    expect(data.sessions.some((s) => String(s.userAgent).includes("iPhone"))).toBe(true);

    expect(data.analyses.map((a) => a.id)).toEqual(alice.analysisIds);
    expect(data.analyses[0]).toMatchObject({
      caption: `caption-${alice.tag}-0`,
      viralScore: 40,
      strengths: [`Strong hook ${alice.tag}`],
      signals: { durationSeconds: 12.5 },
      explanation: [{ signal: "hook" }],
      previewJpeg: null,
    });
    expect(data.payments).toEqual([
      expect.objectContaining({
        id: alice.paymentId,
        amount: 50,
        status: "succeeded",
        stripePaymentIntentId: `pi_${alice.tag}`,
        promoCode: alice.promoCode,
      }),
    ]);
    expect(data.promoCodeRedemptions).toEqual([
      expect.objectContaining({
        code: alice.promoCode,
        discountType: "percentage",
        discountValue: 50,
        paymentId: alice.paymentId,
      }),
    ]);
    // Sent signed in, and sent signed out from her verified address.
    expect(data.contactMessages.map((m) => m.id)).toEqual(alice.contactMessageIds);
    expect(data.contactMessages[0]).toMatchObject({
      message: `message-signed-in-${alice.tag}`,
      email: alice.user.email,
    });
    expect(data.contactMessages[1]).toMatchObject({ message: `message-signed-out-${alice.tag}` });
  });

  it("when user A downloads, then nothing of user B (who has the same kinds of rows) is in it", async () => {
    const { text, data } = await download(alice.agent);
    for (const value of [bob.user.email, bob.user.username, bob.tag, `pi_${bob.tag}`, bob.promoCode, bob.cardId]) {
      expect(text).not.toContain(value);
    }
    const ids = (list: Array<Record<string, unknown>>) => list.map((item) => item.id);
    for (const id of bob.analysisIds) expect(ids(data.analyses)).not.toContain(id);
    expect(ids(data.payments)).not.toContain(bob.paymentId);
    for (const id of bob.contactMessageIds) expect(ids(data.contactMessages)).not.toContain(id);
    // And B's own export is B's.
    const own = await download(bob.agent);
    expect(own.data.user.id).toBe(bob.user.id);
    expect(own.text).not.toContain(alice.tag);
  });

  it("when user B, signed in, writes to us giving A's address, then the message is in B's export and not in A's", async () => {
    const sent = await bob.agent
      .post("/api/contact")
      .send({ name: "Bob", email: alice.user.email, subject: "Hi", message: `typed-by-bob-${bob.tag}` })
      .expect(201);
    const ids = (list: Array<Record<string, unknown>>) => list.map((item) => item.id);
    const aliceExport = await download(alice.agent);
    expect(ids(aliceExport.data.contactMessages)).toEqual(alice.contactMessageIds);
    expect(aliceExport.text).not.toContain(`typed-by-bob-${bob.tag}`);
    expect(ids((await download(bob.agent)).data.contactMessages)).toContain(sent.body.id);
  });

  it("when an account signs up with an address it has not verified, then messages sent signed out from that address are not in its export until it verifies", async () => {
    const address = `victim${process.pid}@example.com`;
    const earlier = await ctx
      .request()
      .post("/api/contact")
      .send({ name: "The real owner", email: address, subject: "Private", message: "written by the owner" })
      .expect(201);
    const agent = ctx.request();
    const registered = await agent
      .post("/api/register")
      .send({ email: address, username: `squatter${process.pid}`, password: "correct horse battery" })
      .expect(201);
    const unverified = await download(agent as SeededAccount["agent"]);
    expect(unverified.data.contactMessages).toEqual([]);
    expect(unverified.text).not.toContain("written by the owner");

    // Opening the link mailed to the address proves it is theirs.
    await verifyAddress(ctx, registered.body.user.id as number);
    const verified = await download(agent as SeededAccount["agent"]);
    expect(verified.data.contactMessages.map((m) => m.id)).toEqual([earlier.body.id]);
  });

  it("when a user has nothing but the account, then every list is present and empty", async () => {
    const { agent } = await signUp(ctx, "empty");
    const { data } = await download(agent as SeededAccount["agent"]);
    expect(Object.keys(data)).toEqual([...ACCOUNT_EXPORT_SECTIONS]);
    expect(data).toMatchObject({ analyses: [], payments: [], promoCodeRedemptions: [], contactMessages: [] });
    expect(data.sessions).toHaveLength(1);
  });

  it("when the request names another user (?userId=, ?id=), then it is ignored: the export is the session user's", async () => {
    const { text, data } = await download(alice.agent, `/api/account/export?userId=${bob.user.id}&id=${bob.user.id}`);
    expect(data.user.id).toBe(alice.user.id);
    expect(text).not.toContain(bob.tag);
  });

  it("when nobody is signed in, then 401", async () => {
    const res = await ctx.request().get("/api/account/export").expect(401);
    expect(res.body.code).toBe("UNAUTHENTICATED");
  });

  it("when the username has no ASCII letters, then the file name falls back to the id and keeps the real name in filename*", () => {
    const now = new Date("2026-03-04T10:00:00Z");
    expect(exportFileName({ id: 7, username: "نورة" }, now)).toEqual({
      ascii: "viralscore-data-user7-2026-03-04.json",
      utf8: "viralscore-data-نورة-2026-03-04.json",
    });
    expect(exportFileName({ id: 7, username: "sara.k" }, now).ascii).toBe("viralscore-data-sara.k-2026-03-04.json");
  });
});

describe("streaming a large export", () => {
  let heavy: Awaited<ReturnType<typeof signUp>>;
  let heavyIds: number[];
  beforeAll(async () => {
    heavy = await signUp(ctx, "heavy");
    // 2,000 analyses of about 3 KB each: ~6 MB of JSON.
    heavyIds = await insertAnalyses(ctx, heavy.user.id, "heavy", 2000, "x".repeat(2500));
  });

  it("when a user with 2,000 analyses downloads, then all of them arrive in order, read in batches", async () => {
    const { data } = await download(heavy.agent as SeededAccount["agent"]);
    expect(data.analyses).toHaveLength(2000);
    expect(data.analyses.map((a) => a.id)).toEqual(heavyIds);

    // The same export written to a sink, to count the batches the service read: analyses (the big rows, with a
    // base64 preview still each while it is kept) come in smaller batches than the other lists.
    expect(PRIVACY_EXPORT_ANALYSES_BATCH_SIZE).toBe(25);
    expect(PRIVACY_EXPORT_ANALYSES_BATCH_SIZE).toBeLessThan(PRIVACY_EXPORT_BATCH_SIZE);
    const service = createPrivacyExportService({ db: ctx.database.db, clock: ctx.clock });
    let bytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    const result = await service.writeJson(heavy.user.id, sink);
    // Eighty full batches of 25 analyses (an empty list reads one query and counts no batch).
    // Heap growth is not asserted: without --expose-gc it measures the collector's timing, not the service.
    expect(result).toMatchObject({ analyses: 2000, batches: 2000 / 25, aborted: false });
    expect(bytes).toBeGreaterThan(5_000_000);
  });

  it("when the reader stops reading, then the service stops querying (backpressure); when it leaves, the export ends", async () => {
    const service = createPrivacyExportService({ db: ctx.database.db, clock: ctx.clock, batchSizes: { analyses: 20 } });
    let chunks = 0;
    let release: () => void = () => {};
    const stalled = new Promise<void>((resolve) => (release = resolve));
    // Takes a few chunks, then never acknowledges another: a client that stopped reading.
    const sink = new Writable({
      highWaterMark: 1024,
      write(_chunk, _encoding, done) {
        chunks += 1;
        if (chunks < 5) done();
        else release();
      },
    });
    const writing = service.writeJson(heavy.user.id, sink);
    await stalled;
    await new Promise((resolve) => setTimeout(resolve, 300));
    sink.destroy();
    const result = await writing;
    // 100 batches of 20 exist; only those before the stall and a buffered one or two were read.
    expect(result.aborted).toBe(true);
    expect(result.batches).toBeLessThan(12);
    expect(result.analyses).toBeLessThan(2000);
  });
});
