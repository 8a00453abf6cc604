import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "@shared/billing";
import { promoCodes } from "../../db/schema";
import { signUp, type TestContext } from "../../../test/app";
import { createPromo, paymentRows, useUpFreeTrial, userRow } from "../../../test/billing-helpers";
import type { FakeStripe } from "../../../test/fake-stripe";
import { createSignedInAdmin } from "../../../test/admin-writes";
import { adminRefund } from "../../../test/refund-helpers";
import { createBillingRepository } from "./billing.repository";
import {
  checkout,
  createStripeContext,
  deliverWebhook,
  eventsAbout,
  type StripeContext,
} from "../../../test/stripe-helpers";

// The journeys of replaced-checkouts.test.ts in Stripe mode: the real provider and SDK against the fake Stripe.

let stripe: StripeContext;
let ctx: TestContext;
let fake: FakeStripe;

beforeAll(async () => {
  stripe = await createStripeContext();
  ({ ctx, fake } = stripe);
});
afterAll(async () => {
  await stripe?.close();
});

async function paidUser(prefix: string) {
  const signed = await signUp(ctx, prefix);
  await useUpFreeTrial(ctx, signed.user.id);
  return signed;
}

describe("Stripe mode: replaced checkouts and charge attempts", () => {
  it("when three checkouts are opened with a maxUses 1 code, then Stripe cancels the replaced two and only the last one pays, once", async () => {
    const { agent, user } = await paidUser("s-leak");
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 50, maxUses: 1 });
    const open = async () =>
      (await agent.post("/api/create-payment-intent").send({ userId: user.id, promoCode: promo.code }).expect(200))
        .body as { paymentIntentId: string; amount: number };
    const checkouts = [await open(), await open(), await open()];
    expect(checkouts.map((c) => c.amount)).toEqual([50, 50, 50]);
    expect(checkouts.map((c) => fake.paymentIntent(c.paymentIntentId)!.status)).toEqual([
      "canceled",
      "canceled",
      "requires_payment_method",
    ]);
    expect(() => fake.confirmPaymentIntent(checkouts[0]!.paymentIntentId, TEST_CARDS.success)).toThrow(/canceled/);
    fake.confirmPaymentIntent(checkouts[2]!.paymentIntentId, TEST_CARDS.success);
    for (const c of checkouts) {
      await agent.post("/api/verify-payment").send({ userId: user.id, paymentIntentId: c.paymentIntentId }).expect(200);
    }
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
    expect((await paymentRows(ctx, user.id)).map((r) => r.status)).toEqual(["failed", "failed", "succeeded"]);
    const [row] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row!.usedCount).toBe(1);
  });

  it("when a declined attempt's webhook arrives and another card then pays, then the failed attempt stays beside the paid row", async () => {
    const { agent, user } = await paidUser("s-retry");
    const { created } = await checkout(fake, agent, user.id, { cardNumber: TEST_CARDS.declined });
    const [failedEvent] = eventsAbout(fake, "payment_intent.payment_failed", created.paymentIntentId);
    await deliverWebhook(ctx, fake, failedEvent!).expect(200);
    fake.confirmPaymentIntent(created.paymentIntentId, TEST_CARDS.success);
    await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: created.paymentIntentId })
      .expect(200);
    const rows = await paymentRows(ctx, user.id);
    expect(rows.map((r) => [r.amount, r.status, r.declineCode])).toEqual([
      [100, "succeeded", null],
      [100, "failed", "generic_decline"],
    ]);
    expect(rows[1]!.idempotencyKey).toMatch(new RegExp(`^attempt:${created.paymentIntentId}:ch_`));
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
  });

  it("when a payment that bought nothing cannot be refunded at once because Stripe fails, then it stays marked to refund and an admin's Refund gives the money back", async () => {
    const { agent, user } = await paidUser("s-ungranted");
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 50, maxUses: 1 });
    const old = (
      await agent.post("/api/create-payment-intent").send({ userId: user.id, promoCode: promo.code }).expect(200)
    ).body as { paymentIntentId: string };
    // An older server gave the code's use back without canceling the intent, and someone else took it.
    const [oldRow] = await paymentRows(ctx, user.id);
    await createBillingRepository(ctx.database.db).markPaymentFailed(oldRow!.id, "Replaced by a newer checkout.", null);
    const other = await paidUser("s-ungranted-other");
    const taken = (
      await other.agent
        .post("/api/create-payment-intent")
        .send({ userId: other.user.id, promoCode: promo.code })
        .expect(200)
    ).body as { paymentIntentId: string };
    fake.confirmPaymentIntent(taken.paymentIntentId, TEST_CARDS.success);
    await other.agent
      .post("/api/verify-payment")
      .send({ userId: other.user.id, paymentIntentId: taken.paymentIntentId })
      .expect(200);

    fake.confirmPaymentIntent(old.paymentIntentId, TEST_CARDS.success);
    fake.failNextRequests(3, 500, "/v1/refunds"); // the first try and the SDK's two retries
    await agent.post("/api/verify-payment").send({ userId: user.id, paymentIntentId: old.paymentIntentId }).expect(200);
    fake.failNextRequests(0); // Stripe is back
    let [row] = await paymentRows(ctx, user.id);
    expect(row).toMatchObject({ status: "failed", declineCode: "promo_unavailable", refundedAmount: 0 });
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);

    const admin = await createSignedInAdmin(ctx, "s-refunder");
    const refunded = await adminRefund(ctx, admin.token, row!.id).expect(200);
    expect(refunded.body).toMatchObject({ refundedAmount: 50, creditTakenBack: false });
    [row] = await paymentRows(ctx, user.id);
    expect(row).toMatchObject({ status: "refunded", refundedAmount: 50 });
    expect(fake.requests.filter((r) => r.path === "/v1/refunds" && r.method === "POST").length).toBeGreaterThan(0);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
  });
});
