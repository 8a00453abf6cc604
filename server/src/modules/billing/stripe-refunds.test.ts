import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../db/schema";
import { signUp, type TestContext } from "../../../test/app";
import { createActors } from "../../../test/actors";
import { useUpFreeTrial, userRow } from "../../../test/billing-helpers";
import type { FakeStripe } from "../../../test/fake-stripe";
import { adminRefund, paymentByIntent, paymentById } from "../../../test/refund-helpers";
import {
  checkout,
  createStripeContext,
  deliverWebhook,
  eventsAbout,
  type StripeContext,
  subscribe,
} from "../../../test/stripe-helpers";

// Refunds in Stripe mode: the real SDK talks to the fake Stripe (refunds.create with an idempotency key),
// parallel admin clicks refund once, and a refund made in Stripe's dashboard arrives as charge.refunded.

let stripe: StripeContext;
let ctx: TestContext;
let fake: FakeStripe;
let adminToken: string;

beforeAll(async () => {
  stripe = await createStripeContext();
  ({ ctx, fake } = stripe);
  adminToken = (await createActors(ctx)).adminToken;
});
afterAll(async () => {
  await stripe?.close();
});

/** A creator who paid $1 by card through Stripe; the payment is settled as the SPA settles it. */
async function paidByCard(prefix: string) {
  const signed = await signUp(ctx, prefix);
  await useUpFreeTrial(ctx, signed.user.id);
  const { created } = await checkout(fake, signed.agent, signed.user.id);
  await signed.agent
    .post("/api/verify-payment")
    .send({ userId: signed.user.id, paymentIntentId: created.paymentIntentId })
    .expect(200);
  return { ...signed, payment: await paymentByIntent(ctx, created.paymentIntentId) };
}

const refundRequests = (paymentIntentId: string) =>
  fake.requestsTo("POST", "/v1/refunds").filter((r) => r.params.payment_intent === paymentIntentId);

describe("an admin's refund through Stripe", () => {
  it("when an admin refunds a card payment, then Stripe is asked once with the payment's idempotency key and the payment is refunded", async () => {
    const { user, payment } = await paidByCard("stripe-refund");
    const res = await adminRefund(ctx, adminToken, payment.id).expect(200);
    expect(res.body).toMatchObject({ refundedAmount: 100, creditTakenBack: true });
    const [request] = refundRequests(payment.providerPaymentIntentId!);
    expect(request).toMatchObject({
      idempotencyKey: `refund:payment:${payment.id}`,
      params: expect.objectContaining({ amount: "100", reason: "requested_by_customer" }),
    });
    const stored = await paymentById(ctx, payment.id);
    expect(stored).toMatchObject({ status: "refunded", refundedAmount: 100 });
    expect(stored.providerRefundId).toMatch(/^re_/);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
  });

  it("when five admin requests race on one payment, then Stripe holds exactly one refund and the credit is taken back once", async () => {
    const { user, payment } = await paidByCard("stripe-race");
    const answers = await Promise.all(Array.from({ length: 5 }, () => adminRefund(ctx, adminToken, payment.id)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(4);
    const refunds = await ctx.services.paymentProvider.listRefunds(payment.providerPaymentIntentId!);
    expect(refunds.map((r) => r.amount)).toEqual([100]);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
  });

  it("when an admin refunds a Pro payment, then the subscription is cancelled at Stripe before the money goes back", async () => {
    const signed = await signUp(ctx, "stripe-pro");
    const { created } = await subscribe(fake, signed.agent, signed.user.id);
    const payment = await paymentByIntent(ctx, created.paymentIntentId);
    await adminRefund(ctx, adminToken, payment.id).expect(200);
    expect(fake.subscription(created.subscriptionId)).toMatchObject({ status: "canceled" });
    expect(await userRow(ctx, signed.user.id)).toMatchObject({ subscriptionStatus: "canceled" });
    expect(refundRequests(created.paymentIntentId)).toHaveLength(1);
  });

  it("when Stripe cannot be reached, then 502, the payment stays paid and a later click refunds it", async () => {
    const { payment } = await paidByCard("stripe-down");
    fake.failNextRequests(1, 500);
    const res = await adminRefund(ctx, adminToken, payment.id).expect(502);
    expect(res.body.message).toMatch(/could not refund/);
    expect((await paymentById(ctx, payment.id)).status).toBe("succeeded");
    await adminRefund(ctx, adminToken, payment.id).expect(200);
    expect((await paymentById(ctx, payment.id)).status).toBe("refunded");
  });
});

describe("a refund made in Stripe's dashboard", () => {
  it("when charge.refunded arrives for a whole payment, then it is refunded and the credit taken back once, however often it is delivered", async () => {
    const { user, payment } = await paidByCard("dashboard");
    fake.refundInDashboard(payment.providerPaymentIntentId!);
    const [event] = eventsAbout(
      fake,
      "charge.refunded",
      String(fake.paymentIntent(payment.providerPaymentIntentId!)!.latest_charge),
    );
    expect(event).toBeDefined();
    const mails = ctx.smtp.messages.length;
    await deliverWebhook(ctx, fake, event!).expect(200);
    expect(await paymentById(ctx, payment.id)).toMatchObject({ status: "refunded", refundedAmount: 100 });
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
    await ctx.smtp.waitFor(mails + 1);

    // The same event again, and a later event about the same charge: nothing more happens.
    const again = await deliverWebhook(ctx, fake, event!).expect(200);
    expect(again.body).toMatchObject({ duplicate: true });
    await deliverWebhook(ctx, fake, { ...event!, id: `${event!.id}_later` }).expect(200);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
    expect(ctx.smtp.messages.filter((m) => m.to.includes(user.email) && /refund/.test(m.subject))).toHaveLength(1);
    // The admin's button now says it is done, and Stripe is not asked again.
    await adminRefund(ctx, adminToken, payment.id).expect(409);
    expect(refundRequests(payment.providerPaymentIntentId!)).toHaveLength(0);
  });

  it("when payment_intent.succeeded is delivered again after the refund, then the payment stays refunded and no credit comes back", async () => {
    const { user, payment } = await paidByCard("late-success");
    await adminRefund(ctx, adminToken, payment.id).expect(200);
    const [succeeded] = eventsAbout(fake, "payment_intent.succeeded", payment.providerPaymentIntentId!);
    await deliverWebhook(ctx, fake, { ...succeeded!, id: `${succeeded!.id}_replayed` }).expect(200);
    expect((await paymentById(ctx, payment.id)).status).toBe("refunded");
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
  });

  it("when only part is refunded in the dashboard, then the payment stays paid, the part is recorded and revenue drops by it", async () => {
    const { user, payment } = await paidByCard("partial");
    const revenue = async () =>
      (await ctx.request().get("/api/admin/stats").set("Authorization", `Bearer ${adminToken}`).expect(200)).body
        .totalRevenue as number;
    const before = await revenue();
    fake.refundInDashboard(payment.providerPaymentIntentId!, 40);
    const charge = String(fake.paymentIntent(payment.providerPaymentIntentId!)!.latest_charge);
    await deliverWebhook(ctx, fake, eventsAbout(fake, "charge.refunded", charge).at(-1)!).expect(200);
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: "succeeded", refundedAmount: 40 });
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
    expect(before - (await revenue())).toBe(40);
  });
});
