import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "@shared/billing";
import { promoCodes, promoRedemptions } from "../../db/schema";
import { createBillingRepository } from "./billing.repository";
import { createTestContext, signUp, type TestContext } from "../../../test/app";
import { createSignedInAdmin } from "../../../test/admin-writes";
import { adminRefund } from "../../../test/refund-helpers";
import { confirmWithCard, createPromo, paymentRows, useUpFreeTrial, userRow } from "../../../test/billing-helpers";

// A replaced checkout can never be paid at its discount (docs/decisions/018-replaced-checkouts-and-charge-attempts.md):
// in test mode, through the API against a real database. The same journeys in Stripe mode are in
// stripe-replaced-checkouts.test.ts.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

async function paidUser(prefix: string) {
  const signed = await signUp(ctx, prefix);
  await useUpFreeTrial(ctx, signed.user.id);
  return signed;
}

async function promoState(promoId: number) {
  const [code] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.id, promoId));
  const redemptions = await ctx.database.db
    .select()
    .from(promoRedemptions)
    .where(eq(promoRedemptions.promoCodeId, promoId));
  return { usedCount: code!.usedCount, redemptions };
}

describe("a one-use promo code", () => {
  it("when three checkouts are opened with a maxUses 1 code and all three are confirmed, then one credit at $0.50 and the replaced two cannot be paid", async () => {
    const { agent, user } = await paidUser("leak");
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 50, maxUses: 1 });
    const open = () =>
      agent.post("/api/create-payment-intent").send({ userId: user.id, promoCode: promo.code }).expect(200);
    const checkouts = [(await open()).body, (await open()).body, (await open()).body];
    expect(checkouts.map((c) => c.amount)).toEqual([50, 50, 50]);

    const outcomes = [];
    for (const checkout of checkouts) {
      outcomes.push(await confirmWithCard(agent, checkout.clientSecret));
      await agent.post("/api/verify-payment").send({ userId: user.id, paymentIntentId: checkout.paymentIntentId });
    }
    expect(outcomes.map((o) => o.status)).toEqual(["failed", "failed", "succeeded"]);
    expect(outcomes[0]!.message).toMatch(/replaced/);

    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
    const rows = await paymentRows(ctx, user.id);
    expect(rows.map((r) => [r.amount, r.status])).toEqual([
      [50, "failed"],
      [50, "failed"],
      [50, "succeeded"],
    ]);
    const state = await promoState(promo.id);
    expect(state.usedCount).toBe(1);
    expect(state.redemptions.map((r) => r.paymentId)).toEqual([rows[2]!.id]);
  });

  it("when a checkout replaced without its intent being canceled is paid after the code was used up, then nothing is granted and the payment is refunded at once, with a receipt", async () => {
    // An older server released the code's use without canceling the intent: the intent is still payable.
    const { agent, user } = await paidUser("legacy");
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 50, maxUses: 1 });
    const old = (
      await agent.post("/api/create-payment-intent").send({ userId: user.id, promoCode: promo.code }).expect(200)
    ).body;
    const [oldRow] = await paymentRows(ctx, user.id);
    await createBillingRepository(ctx.database.db).markPaymentFailed(oldRow!.id, "Replaced by a newer checkout.", null);
    const other = await paidUser("legacy-other");
    const taken = await other.agent
      .post("/api/create-payment-intent")
      .send({ userId: other.user.id, promoCode: promo.code })
      .expect(200);
    await confirmWithCard(other.agent, taken.body.clientSecret);
    await other.agent
      .post("/api/verify-payment")
      .send({ userId: other.user.id, paymentIntentId: taken.body.paymentIntentId })
      .expect(200);

    const mails = ctx.smtp.messages.length;
    expect((await confirmWithCard(agent, old.clientSecret)).status).toBe("succeeded");
    const verified = await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: old.paymentIntentId })
      .expect(200);
    expect(verified.body).toMatchObject({ hasValidPayment: false, analysisCredits: 0 });
    expect(verified.body.message).toMatch(/promo code could no longer be used.*refunded/);
    const [row] = await paymentRows(ctx, user.id);
    expect(row).toMatchObject({ status: "refunded", declineCode: "promo_unavailable", refundedAmount: 50 });
    expect(row!.providerRefundId).toBeTruthy();
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
    await ctx.smtp.waitFor(mails + 1);
    const receipt = ctx.smtp.messages.at(-1)!;
    expect(receipt.to).toEqual([user.email]);
    expect(receipt.text).toContain("$0.50");
    expect(receipt.text).not.toMatch(/taken back/);
    // Refunded once: an admin's later click is told so, and the provider is not asked again.
    const admin = await createSignedInAdmin(ctx, "refunder");
    const again = await adminRefund(ctx, admin.token, row!.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This payment has already been refunded.");
    const state = await promoState(promo.id);
    expect(state.usedCount).toBe(1);
    expect(state.redemptions).toHaveLength(1);
  });
});

describe("every charge attempt is a row", () => {
  it("when a card is declined and another card then pays the same checkout, then the failed attempt stays beside the paid row", async () => {
    const { agent, user } = await paidUser("retry");
    const checkout = (await agent.post("/api/create-payment-intent").send({ userId: user.id }).expect(200)).body;
    expect((await confirmWithCard(agent, checkout.clientSecret, TEST_CARDS.insufficientFunds)).status).toBe("failed");
    expect((await confirmWithCard(agent, checkout.clientSecret, TEST_CARDS.declined)).status).toBe("failed");
    expect((await confirmWithCard(agent, checkout.clientSecret)).status).toBe("succeeded");
    await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: checkout.paymentIntentId })
      .expect(200);
    const rows = await paymentRows(ctx, user.id);
    expect(rows.map((r) => [r.amount, r.status, r.declineCode])).toEqual([
      [100, "succeeded", null],
      [100, "failed", "insufficient_funds"],
      [100, "failed", "generic_decline"],
    ]);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
  });
});

describe("a replaced Pro checkout", () => {
  it("when a $10 Pro checkout is replaced by the $5 flash offer, then the $10 one cannot be paid and one Pro month is charged once", async () => {
    const { agent, user } = await signUp(ctx, "twice-pro");
    const full = (await agent.post("/api/create-subscription").send({ userId: user.id }).expect(200)).body;
    expect(full.amount).toBe(1000);
    const offer = (await ctx.request().post("/api/flash-offer").expect(200)).body;
    const flash = (
      await agent.post("/api/create-subscription").send({ userId: user.id, offerToken: offer.token }).expect(200)
    ).body;
    expect(flash.amount).toBe(500);
    await confirmWithCard(agent, flash.clientSecret);
    await agent
      .post("/api/update-subscription-status")
      .send({ userId: user.id, paymentIntentId: flash.paymentIntentId })
      .expect(200);

    // The old tab pays the $10 checkout.
    const late = await confirmWithCard(agent, full.clientSecret);
    expect(late.status).toBe("failed");
    await agent
      .post("/api/update-subscription-status")
      .send({ userId: user.id, paymentIntentId: full.paymentIntentId })
      .expect(200);
    const rows = await paymentRows(ctx, user.id);
    expect(rows.map((r) => [r.amount, r.status])).toEqual([
      [1000, "failed"],
      [500, "succeeded"],
    ]);
    expect(await userRow(ctx, user.id)).toMatchObject({ subscriptionStatus: "active", subscriptionPlan: "monthly" });
  });
});
