import path from "node:path";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyses, promoCodes, promoRedemptions, users } from "../../db/schema";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import {
  confirmWithCard,
  createPromo,
  paymentRows,
  saveCard,
  useUpFreeTrial,
  userRow,
} from "../../../test/billing-helpers";
import { makeImage, makeMediaDir } from "../../../test/media";

// Money and counts stay exact under concurrency (docs/decisions/004-exactly-once-money.md), proven with parallel
// requests against the real database (PostgreSQL in CI, where transactions really run side by side; PGlite locally).

let ctx: TestContext;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let image: string;

beforeAll(async () => {
  ctx = await createTestContext({ models: false }); // the analyses here are a means, not the subject
  media = await makeMediaDir();
  image = await makeImage(path.join(media.dir, "race.png"), "360x640");
});
afterAll(async () => {
  await ctx?.close();
  media?.cleanup();
});

const count = <T>(items: T[], value: T) => items.filter((item) => item === value).length;

/**
 * The books of the whole database: every succeeded payment with a promo code holds its redemption, no code
 * counts more uses than its redemptions, and no user has more analysis credits (waiting or spent) than
 * succeeded per-analysis payments and promo grants.
 */
const idsOf = async (statement: SQL) =>
  ((await ctx.database.db.execute(statement)) as unknown as { rows: Array<{ id: number }> }).rows;

async function expectBooksToHold() {
  const unredeemed = await idsOf(sql`
    select p.id from payments p
    where p.status = 'succeeded' and p.promo_code_id is not null
      and not exists (select 1 from promo_redemptions r where r.payment_id = p.id)`);
  expect(unredeemed).toEqual([]);
  const overCounted = await idsOf(sql`
    select c.id from promo_codes c
    where c.used_count <> (select count(*) from promo_redemptions r where r.promo_code_id = c.id)`);
  expect(overCounted).toEqual([]);
  const unpaidCredits = await idsOf(sql`
    select u.id from users u
    where u.analysis_credits
      + (select count(*) from analyses a where a.user_id = u.id and a.payment_type in ('per_post', 'promo'))
      > (select count(*) from payments p where p.user_id = u.id and p.type = 'per_post' and p.status = 'succeeded')`);
  expect(unpaidCredits).toEqual([]);
}

describe("concurrency", () => {
  it("when one user sends 20 analyses at once, then exactly 1 is free and the rest are refused", async () => {
    const { agent, user } = await signUp(ctx, "race20");
    const results = await Promise.all(
      Array.from({ length: 20 }, () => agent.post("/api/analyze").attach("file", image)),
    );
    const statuses = results.map((r) => r.status);
    expect(count(statuses, 201)).toBe(1);
    expect(statuses.every((s) => s === 201 || s === 402 || s === 429)).toBe(true);
    expect((await userRow(ctx, user.id)).freeTrialsUsed).toBe(1);
    expect(await ctx.database.db.select().from(analyses).where(eq(analyses.userId, user.id))).toHaveLength(1);
  });

  it("when 20 transactions consume the last free trial at once, then exactly 1 gets it", async () => {
    const { user } = await signUp(ctx, "consume20");
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.database.db
          .transaction((tx) => ctx.services.billing.consume(tx, user.id))
          .catch((error: { code?: string }) => error.code),
      ),
    );
    expect(count(results, "free")).toBe(1);
    expect(count(results, "PAYMENT_REQUIRED")).toBe(19);
    expect((await userRow(ctx, user.id)).freeTrialsUsed).toBe(1);
  });

  it("when 30 users redeem a 100% code with maxUses 5 at once, then exactly 5 get it", async () => {
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 100, maxUses: 5 });
    const people = await Promise.all(Array.from({ length: 30 }, (_, i) => signUp(ctx, `promo${i}`)));
    const results = await Promise.all(
      people.map(({ agent, user }) => agent.post("/api/apply-promo-code").send({ code: promo.code, userId: user.id })),
    );
    expect(
      count(
        results.map((r) => r.status),
        200,
      ),
    ).toBe(5);
    expect(results.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    const [row] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row!.usedCount).toBe(5);
    expect(
      await ctx.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, promo.id)),
    ).toHaveLength(5);
    const credited = await ctx.database.db
      .select({ credits: users.analysisCredits })
      .from(users)
      .where(
        inArray(
          users.id,
          people.map((p) => p.user.id),
        ),
      );
    expect(credited.reduce((sum, r) => sum + r.credits, 0)).toBe(5);
  });

  it("when 30 users open $1 checkouts with a 50% code of maxUses 5 at once, then exactly 5 get the discount", async () => {
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 50, maxUses: 5 });
    const people = await Promise.all(Array.from({ length: 30 }, (_, i) => signUp(ctx, `half${i}`)));
    const results = await Promise.all(
      people.map(({ agent, user }) =>
        agent.post("/api/create-payment-intent").send({ userId: user.id, promoCode: promo.code }),
      ),
    );
    expect(
      count(
        results.map((r) => r.status),
        200,
      ),
    ).toBe(5);
    expect(results.filter((r) => r.status === 200).every((r) => r.body.amount === 50)).toBe(true);
    const [row] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row!.usedCount).toBe(5);
  });

  it("when one user opens 6 checkouts with a maxUses 1 code at once and pays every one at once, then one credit at the discount and the books hold", async () => {
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 50, maxUses: 1 });
    const { agent, user } = await signUp(ctx, "sixtabs");
    await useUpFreeTrial(ctx, user.id);
    const opened = await Promise.all(
      Array.from({ length: 6 }, () =>
        agent.post("/api/create-payment-intent").send({ userId: user.id, promoCode: promo.code }),
      ),
    );
    expect(opened.every((r) => r.status === 200 || r.status === 400 || r.status === 409)).toBe(true);
    const checkouts = opened.filter((r) => r.status === 200).map((r) => r.body);
    await Promise.all(checkouts.map((c) => confirmWithCard(agent, c.clientSecret)));
    await Promise.all(
      checkouts.map((c) =>
        agent.post("/api/verify-payment").send({ userId: user.id, paymentIntentId: c.paymentIntentId }),
      ),
    );
    const paid = (await paymentRows(ctx, user.id)).filter((r) => r.status === "succeeded");
    expect(paid.map((r) => r.amount)).toEqual([50]);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
    const [row] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row!.usedCount).toBe(1);
    await expectBooksToHold();
  });

  it("when 8 users each pay a checkout while opening a replacement at the same moment, then each gets at most one discounted credit and the books hold", async () => {
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 50, maxUses: 8 });
    const people = await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(ctx, `swap${i}`)));
    await Promise.all(people.map((p) => useUpFreeTrial(ctx, p.user.id)));
    await Promise.all(
      people.map(async ({ agent, user }) => {
        const first = await agent.post("/api/create-payment-intent").send({ userId: user.id, promoCode: promo.code });
        const [, second] = await Promise.all([
          confirmWithCard(agent, first.body.clientSecret),
          agent.post("/api/create-payment-intent").send({ userId: user.id, promoCode: promo.code }),
        ]);
        // The old tab reports its payment; the new one, if it opened, is paid too.
        await agent.post("/api/verify-payment").send({ userId: user.id, paymentIntentId: first.body.paymentIntentId });
        if (second.status === 200) {
          await confirmWithCard(agent, second.body.clientSecret);
          await agent
            .post("/api/verify-payment")
            .send({ userId: user.id, paymentIntentId: second.body.paymentIntentId });
        }
      }),
    );
    for (const { user } of people) {
      const paid = (await paymentRows(ctx, user.id)).filter((r) => r.status === "succeeded");
      expect(paid.map((r) => r.amount)).toEqual([50]);
      expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
    }
    const [row] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row!.usedCount).toBe(8);
    await expectBooksToHold();
  });

  it("when one user redeems the same code 10 times at once, then it is granted once", async () => {
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 100 });
    const { agent, user } = await signUp(ctx, "greedy");
    const results = await Promise.all(
      Array.from({ length: 10 }, () => agent.post("/api/apply-promo-code").send({ code: promo.code, userId: user.id })),
    );
    expect(
      count(
        results.map((r) => r.status),
        200,
      ),
    ).toBe(1);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
  });

  it("when the same auto-charge request is sent twice (and a double click without a request id), then one charge each", async () => {
    const { agent, user } = await signUp(ctx, "twice");
    await useUpFreeTrial(ctx, user.id);
    expect((await saveCard(agent, user.id, { autoCharge: true })).status).toBe(200);
    const same = () => agent.post("/api/verify-payment").send({ userId: user.id, requestId: "req-twice-0001" });
    const [a, b] = await Promise.all([same(), same()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await paymentRows(ctx, user.id)).filter((r) => r.status === "succeeded")).toHaveLength(1);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);

    // The credit is used; now a double click on "Pay with saved card".
    await agent.post("/api/analyze").attach("file", image).expect(201);
    const click = () => agent.post("/api/charge-stored-payment").send({ userId: user.id, amount: 1 });
    const clicks = await Promise.all([click(), click()]);
    expect(clicks.map((r) => r.status)).toEqual([200, 200]);
    const rows = await paymentRows(ctx, user.id);
    expect(rows.filter((r) => r.method === "saved_card")).toHaveLength(1);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
  });

  it("when a webhook claim was never completed (its process died), then a retry after 5 minutes takes it over, once", async () => {
    const { billing } = ctx.services;
    const t0 = new Date("2026-11-22T10:00:00Z");
    const later = new Date(t0.getTime() + 6 * 60_000);
    expect(await billing.claimWebhookEvent("evt_test_dead", "payment_intent.succeeded", t0)).toBe(true);
    expect(await billing.claimWebhookEvent("evt_test_dead", "payment_intent.succeeded", t0)).toBe(false);
    const retakes = await Promise.all(
      Array.from({ length: 5 }, () => billing.claimWebhookEvent("evt_test_dead", "payment_intent.succeeded", later)),
    );
    expect(count(retakes, true)).toBe(1);
    await billing.completeWebhookEvent("evt_test_dead");
    const muchLater = new Date(t0.getTime() + 60 * 60_000);
    expect(await billing.claimWebhookEvent("evt_test_dead", "payment_intent.succeeded", muchLater)).toBe(false);
  });

  it("when the same webhook event id is claimed 10 times at once, then it is processed once", async () => {
    const claims = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.services.billing.claimWebhookEvent("evt_test_same", "payment_intent.succeeded"),
      ),
    );
    expect(count(claims, true)).toBe(1);
  });
});
