import path from "node:path";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "@shared/billing";
import { analyses, processedWebhookEvents, promoCodes } from "../../db/schema";
import { STRIPE_API_VERSION } from "./providers/stripe-provider";
import { signUp, type TestContext } from "../../../test/app";
import { createPromo, paymentRows, useUpFreeTrial, userRow } from "../../../test/billing-helpers";
import type { FakeStripe } from "../../../test/fake-stripe";
import { makeImage, makeMediaDir } from "../../../test/media";
import {
  checkout,
  createStripeContext,
  deliverWebhook,
  eventsAbout,
  saveCard,
  STRIPE_PUBLIC_KEY,
  type StripeContext,
  subscribe,
  WEBHOOK_SECRET,
} from "../../../test/stripe-helpers";

// The journeys of billing.test.ts in Stripe mode. The real app and the real `stripe` SDK talk over HTTP to the fake
// Stripe on 127.0.0.1 (server/test/fake-stripe.ts); the browser's Stripe.js steps are the fake's control calls;
// webhooks arrive signed as Stripe signs them, through POST /api/stripe/webhook.

let stripe: StripeContext;
let ctx: TestContext;
let fake: FakeStripe;
let media: Awaited<ReturnType<typeof makeMediaDir>>;
let image: string;

beforeAll(async () => {
  stripe = await createStripeContext();
  ({ ctx, fake } = stripe);
  media = await makeMediaDir();
  image = await makeImage(path.join(media.dir, "stripe-mode.png"), "360x640");
});
afterAll(async () => {
  await stripe?.close();
  media?.cleanup();
});

async function paidUser(prefix: string) {
  const signed = await signUp(ctx, prefix);
  await useUpFreeTrial(ctx, signed.user.id);
  return signed;
}

const analysesOf = (userId: number) => ctx.database.db.select().from(analyses).where(eq(analyses.userId, userId));
const webhookRows = (eventId: string) =>
  ctx.database.db.select().from(processedWebhookEvents).where(eq(processedWebhookEvents.id, eventId));

describe("the browser's view of Stripe mode", () => {
  it("when the SPA reads the public config, then it gets Stripe mode and the publishable key; the test card routes answer 404", async () => {
    const config = await ctx.request().get("/api/public-config").expect(200);
    expect(config.body).toMatchObject({ paymentsMode: "stripe", stripePublicKey: STRIPE_PUBLIC_KEY });

    const { agent, user } = await paidUser("browser");
    const intent = await agent.post("/api/create-payment-intent").send({ userId: user.id }).expect(200);
    const confirm = await agent
      .post("/api/test-payments/confirm")
      .send({
        clientSecret: intent.body.clientSecret,
        cardNumber: TEST_CARDS.success,
        expMonth: 12,
        expYear: 2099,
        cvc: "123",
      })
      .expect(404);
    expect(confirm.body.message).toMatch(/Test payments are off/);
    await agent
      .post("/api/test-payments/authenticate")
      .send({ clientSecret: intent.body.clientSecret, approve: true })
      .expect(404);
    expect(fake.paymentIntent(intent.body.paymentIntentId)).toMatchObject({ status: "requires_payment_method" });
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
  });
});

describe("pay per analysis", () => {
  it("when a user with no trial left pays $1 with 4242, then one credit is granted and used by the next analysis, and the SDK sent an idempotency key and the pinned API version", async () => {
    const { agent, user } = await paidUser("pay");
    await agent.post("/api/analyze").attach("file", image).expect(402);

    const { created, intent } = await checkout(fake, agent, user.id);
    expect(created).toMatchObject({ amount: 100, originalAmount: 100, currency: "usd", granted: false });
    expect(created.clientSecret).toMatch(new RegExp(`^${created.paymentIntentId}_secret_`));
    expect(intent.status).toBe("succeeded");

    const mailsBefore = ctx.smtp.messages.length;
    const verified = await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: created.paymentIntentId })
      .expect(200);
    expect(verified.body).toMatchObject({ hasValidPayment: true, analysisCredits: 1, autoCharged: false });
    // Asking again grants nothing more.
    await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: created.paymentIntentId })
      .expect(200);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
    await ctx.smtp.waitFor(mailsBefore + 1);
    expect(ctx.smtp.messages.at(-1)!.text).toContain("$1.00");

    const analysis = await agent.post("/api/analyze").attach("file", image).expect(201);
    expect(analysis.body.analysis.paymentType).toBe("per_post");
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
    await agent.post("/api/analyze").attach("file", image).expect(402);

    const rows = await paymentRows(ctx, user.id);
    expect(rows.map((r) => [r.amount, r.status, r.type, r.method, r.provider, r.providerPaymentIntentId])).toEqual([
      [100, "succeeded", "per_post", "card", "stripe", created.paymentIntentId],
    ]);
    const customerId = (await userRow(ctx, user.id)).providerCustomerId!;
    expect(fake.customer(customerId)).toMatchObject({ email: user.email, metadata: { userId: String(user.id) } });
    const [sent] = fake
      .requestsTo("POST", "/v1/payment_intents")
      .filter((r) => (r.params.metadata as Record<string, string>).paymentId === String(rows[0]!.id));
    expect(sent).toMatchObject({
      params: { amount: "100", currency: "usd", customer: customerId },
      idempotencyKey: `payment:${rows[0]!.id}:intent`,
      stripeVersion: STRIPE_API_VERSION,
    });
    expect(sent!.params).not.toHaveProperty("payment_method_types");
    const [customerCall] = fake
      .requestsTo("POST", "/v1/customers")
      .filter((r) => (r.params.metadata as Record<string, string>).userId === String(user.id));
    expect(customerCall).toMatchObject({
      idempotencyKey: `customer:user:${user.id}`,
      stripeVersion: STRIPE_API_VERSION,
    });
  });

  it("when the card is declined (…0002), then no credit, no analysis, one failed attempt row and the checkout still open", async () => {
    const { agent, user } = await paidUser("declined");
    const { created, intent } = await checkout(fake, agent, user.id, { cardNumber: TEST_CARDS.declined });
    expect(intent).toMatchObject({ status: "requires_payment_method", last_payment_error: { code: "card_declined" } });
    const verified = await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: created.paymentIntentId })
      .expect(200);
    expect(verified.body).toMatchObject({ hasValidPayment: false, analysisCredits: 0 });
    await agent.post("/api/analyze").attach("file", image).expect(402);
    expect(await analysesOf(user.id)).toHaveLength(0);
    const rows = await paymentRows(ctx, user.id);
    expect(rows.map((r) => [r.status, r.declineCode, r.failureMessage])).toEqual([
      ["pending", null, null],
      ["failed", "generic_decline", "Your card was declined."],
    ]);
  });

  it("when another user's Stripe payment id is verified, then 403 and nothing is granted", async () => {
    const a = await paidUser("owner");
    const b = await paidUser("thief");
    const { created } = await checkout(fake, a.agent, a.user.id);
    await b.agent
      .post("/api/verify-payment")
      .send({ userId: b.user.id, paymentIntentId: created.paymentIntentId })
      .expect(403);
    expect((await userRow(ctx, b.user.id)).analysisCredits).toBe(0);
    expect((await userRow(ctx, a.user.id)).analysisCredits).toBe(0);
  });
});

describe("saved cards and auto-charge", () => {
  it("when a card is saved through a SetupIntent with auto-charge on, then the next analysis charges it off-session; the same card again is refused with 409", async () => {
    const { agent, user } = await paidUser("auto");
    const saved = await saveCard(fake, agent, user.id, { autoCharge: true });
    expect(saved.status).toBe(200);
    expect(saved.body.paymentMethod).toMatchObject({
      isDefault: true,
      autoCharge: true,
      card: { last4: "4242", brand: "visa" },
    });
    expect(saved.body.user).toMatchObject({ autoChargeEnabled: true });
    const customerId = (await userRow(ctx, user.id)).providerCustomerId!;
    const pmId = saved.body.paymentMethod.id as string;
    expect(fake.customer(customerId)).toMatchObject({ invoice_settings: { default_payment_method: pmId } });
    const [setupCall] = fake.requestsTo("POST", "/v1/setup_intents").filter((r) => r.params.customer === customerId);
    expect(setupCall).toMatchObject({ params: { usage: "off_session" }, stripeVersion: STRIPE_API_VERSION });

    const analysis = await agent.post("/api/analyze").attach("file", image).expect(201);
    expect(analysis.body.analysis.paymentType).toBe("per_post");
    const rows = await paymentRows(ctx, user.id);
    expect(rows.map((r) => [r.amount, r.status, r.method])).toEqual([[100, "succeeded", "auto_charge"]]);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
    expect(rows[0]!.idempotencyKey).toMatch(/^saved-card:user:\d+:charge:\d+$/);
    const [charge] = fake.requestsTo("POST", "/v1/payment_intents").filter((r) => r.params.customer === customerId);
    expect(charge).toMatchObject({
      params: { amount: "100", payment_method: pmId, off_session: "true", confirm: "true" },
      idempotencyKey: rows[0]!.idempotencyKey,
      stripeVersion: STRIPE_API_VERSION,
    });
    expect(fake.paymentIntent(rows[0]!.providerPaymentIntentId!)).toMatchObject({ status: "succeeded", amount: 100 });

    // The same card number has the same fingerprint: refused, and the new copy is detached at Stripe.
    const setup = await agent.post("/api/setup-payment-method").send({ userId: user.id }).expect(200);
    const twinId = fake.succeedSetupIntent(setup.body.setupIntentId, TEST_CARDS.success);
    const again = await agent
      .post("/api/confirm-payment-method")
      .send({ userId: user.id, setupIntentId: setup.body.setupIntentId, isDefault: true, autoCharge: true });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain("already saved in your profile");
    expect(fake.paymentMethod(twinId)).toMatchObject({ customer: null });
    const list = await agent.post("/api/get-payment-methods").send({ customerId }).expect(200);
    expect(list.body.paymentMethods.map((pm: { id: string }) => pm.id)).toEqual([pmId]);
  });

  it("when the saved card is hard-declined on auto-charge (…0341), then 402 CARD_DECLINED, auto-charge turns off, no analysis is stored", async () => {
    const { agent, user } = await paidUser("hard");
    expect((await saveCard(fake, agent, user.id, { cardNumber: "4000000000000341", autoCharge: true })).status).toBe(
      200,
    );
    const res = await agent.post("/api/analyze").attach("file", image).expect(402);
    expect(res.body.code).toBe("CARD_DECLINED");
    expect(res.body.message).toMatch(/^Card declined: Your card was declined\. Auto-charge is now off/);
    const row = await userRow(ctx, user.id);
    expect(row.autoChargeEnabled).toBe(false);
    expect(row.analysisCredits).toBe(0);
    expect(await analysesOf(user.id)).toHaveLength(0);
    const rows = await paymentRows(ctx, user.id);
    expect(rows.map((r) => [r.status, r.method, r.declineCode])).toEqual([
      ["failed", "auto_charge", "generic_decline"],
    ]);
    // The declined charge is over: its intent is canceled so it can never be paid later.
    expect(fake.paymentIntent(rows[0]!.providerPaymentIntentId!)).toMatchObject({ status: "canceled" });
    // Auto-charge is off now: the next try asks for payment and charges nothing.
    const paymentIntentCalls = fake.requestsTo("POST", "/v1/payment_intents").length;
    await agent.post("/api/analyze").attach("file", image).expect(402);
    expect(fake.requestsTo("POST", "/v1/payment_intents")).toHaveLength(paymentIntentCalls);
  });

  it("when an auto-charge needs authentication (…3184), then verify-payment returns that PaymentIntent, and once the browser confirms it the credit is granted", async () => {
    const { agent, user } = await paidUser("sca");
    expect(
      (await saveCard(fake, agent, user.id, { cardNumber: TEST_CARDS.authenticationRequired, autoCharge: true }))
        .status,
    ).toBe(200);
    const first = await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, requestId: "req-sca-00001" })
      .expect(200);
    expect(first.body).toMatchObject({ hasValidPayment: false, autoCharged: false, analysisCredits: 0 });
    const { paymentIntentId, clientSecret } = first.body.requiresAction as {
      paymentIntentId: string;
      clientSecret: string;
    };
    expect(paymentIntentId).toMatch(/^pi_/);
    expect(clientSecret).toBe(fake.paymentIntent(paymentIntentId)!.client_secret);
    expect((await paymentRows(ctx, user.id)).map((r) => [r.status, r.providerPaymentIntentId])).toEqual([
      ["pending", paymentIntentId],
    ]);

    expect(fake.confirmPaymentIntent(paymentIntentId, TEST_CARDS.authenticationRequired).status).toBe("succeeded");
    const second = await agent.post("/api/verify-payment").send({ userId: user.id, paymentIntentId }).expect(200);
    expect(second.body).toMatchObject({ hasValidPayment: true, analysisCredits: 1, requiresAction: null });
    expect((await paymentRows(ctx, user.id)).map((r) => [r.status, r.method])).toEqual([["succeeded", "auto_charge"]]);
    expect((await userRow(ctx, user.id)).autoChargeEnabled).toBe(true);
    await agent.post("/api/analyze").attach("file", image).expect(201);
  });
});

describe("promo codes", () => {
  it("when a 50% code is used for an analysis, then Stripe is asked for 50 cents and the code counts once paid", async () => {
    const { agent, user } = await paidUser("half");
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 50 });
    const { created } = await checkout(fake, agent, user.id, { promoCode: promo.code });
    expect(created).toMatchObject({ amount: 50, originalAmount: 100, promo: { code: promo.code, discountValue: 50 } });
    const [row] = await paymentRows(ctx, user.id);
    const [sent] = fake
      .requestsTo("POST", "/v1/payment_intents")
      .filter((r) => (r.params.metadata as Record<string, string>).paymentId === String(row!.id));
    expect(sent).toMatchObject({ params: { amount: "50" }, idempotencyKey: `payment:${row!.id}:intent` });
    expect(fake.paymentIntent(created.paymentIntentId)).toMatchObject({ amount: 50 });
    const [before] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(before!.usedCount).toBe(1); // reserved when the checkout opens

    await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: created.paymentIntentId })
      .expect(200);
    const [after] = await ctx.database.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(after!.usedCount).toBe(1);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
    expect((await paymentRows(ctx, user.id)).map((r) => [r.amount, r.status, r.promoCodeId])).toEqual([
      [50, "succeeded", promo.id],
    ]);
  });

  it("when a 100% code is used for an analysis, then the credit is granted at once and Stripe is never called", async () => {
    const { agent, user } = await paidUser("free");
    const checkoutCode = await createPromo(ctx, { discountType: "percentage", discountValue: 100 });
    const applyCode = await createPromo(ctx, { discountType: "percentage", discountValue: 100 });
    const requestsBefore = fake.requests.length;

    const created = await agent
      .post("/api/create-payment-intent")
      .send({ userId: user.id, promoCode: checkoutCode.code })
      .expect(200);
    expect(created.body).toMatchObject({ amount: 0, granted: true, clientSecret: null, paymentIntentId: null });
    const applied = await agent
      .post("/api/apply-promo-code")
      .send({ code: applyCode.code, userId: user.id })
      .expect(200);
    expect(applied.body).toMatchObject({ applied: true, granted: "analysis_credit", user: { analysisCredits: 2 } });

    expect(fake.requests).toHaveLength(requestsBefore);
    const row = await userRow(ctx, user.id);
    expect(row).toMatchObject({ analysisCredits: 2, providerCustomerId: null });
    expect((await paymentRows(ctx, user.id)).map((r) => [r.amount, r.method, r.status])).toEqual([
      [0, "promo", "succeeded"],
      [0, "promo", "succeeded"],
    ]);
    await agent.post("/api/analyze").attach("file", image).expect(201);
  });
});

describe("Pro subscription", () => {
  it("when a user subscribes at $10, then the subscription starts incomplete, is active once the browser pays the first invoice, and cancel ends it at Stripe and here", async () => {
    const { agent, user } = await paidUser("pro");
    const created = await agent.post("/api/create-subscription").send({ userId: user.id }).expect(200);
    expect(created.body).toMatchObject({ status: "incomplete", amount: 1000, originalAmount: 1000 });
    const { subscriptionId, paymentIntentId, clientSecret } = created.body as {
      subscriptionId: string;
      paymentIntentId: string;
      clientSecret: string;
    };
    expect(clientSecret).toMatch(new RegExp(`^${paymentIntentId}_secret_`));
    const [sent] = fake
      .requestsTo("POST", "/v1/subscriptions")
      .filter((r) => r.params.customer === fake.subscription(subscriptionId)!.customer);
    expect(sent).toMatchObject({
      params: {
        payment_behavior: "default_incomplete",
        items: [{ price_data: { unit_amount: "1000", currency: "usd", recurring: { interval: "month" } } }],
      },
      stripeVersion: STRIPE_API_VERSION,
    });
    expect(sent!.idempotencyKey).toMatch(/^subscription:payment:\d+$/);
    const pending = await agent.get(`/api/user/${user.id}/subscription-status`).expect(200);
    expect(pending.body).toMatchObject({ isActive: false, subscriptionStatus: "incomplete" });

    expect(fake.confirmPaymentIntent(paymentIntentId, TEST_CARDS.success).status).toBe("succeeded");
    const status = await agent
      .post("/api/update-subscription-status")
      .send({ userId: user.id, paymentIntentId })
      .expect(200);
    expect(status.body).toMatchObject({
      isActive: true,
      subscription: { isPremium: true, plan: "monthly", status: "active", subscriptionId },
    });
    const periodEnd = (fake.subscription(subscriptionId)!.items as { data: Array<{ current_period_end: number }> })
      .data[0]!.current_period_end;
    expect(status.body.currentPeriodEnd).toBe(new Date(periodEnd * 1000).toISOString());
    const analysis = await agent.post("/api/analyze").attach("file", image).expect(201);
    expect(analysis.body.analysis.paymentType).toBe("monthly");
    expect(
      (await paymentRows(ctx, user.id)).map((r) => [r.amount, r.type, r.status, r.providerSubscriptionId]),
    ).toEqual([[1000, "subscription", "succeeded", subscriptionId]]);

    const cancelled = await agent.post("/api/cancel-subscription").send({ userId: user.id }).expect(200);
    expect(cancelled.body).toMatchObject({ isActive: false, subscription: { isPremium: false, status: "canceled" } });
    expect(fake.subscription(subscriptionId)).toMatchObject({ status: "canceled" });
    expect(fake.requestsTo("DELETE", `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(await userRow(ctx, user.id)).toMatchObject({ subscriptionStatus: "canceled", subscriptionPlan: "free" });
    await agent.post("/api/analyze").attach("file", image).expect(402);
    await agent.post("/api/cancel-subscription").send({ userId: user.id }).expect(409);
  });

  it("when the flash offer is used, then Stripe is asked for a $5 subscription and Pro becomes active", async () => {
    const { agent, user } = await signUp(ctx, "flash");
    const offer = (await ctx.request().post("/api/flash-offer").expect(200)).body;
    expect(offer).toMatchObject({ code: "FLASH50", discount: 50 });
    const { created, status } = await subscribe(fake, agent, user.id, { offerToken: offer.token });
    expect(created).toMatchObject({ amount: 500, originalAmount: 1000 });
    expect(status.isActive).toBe(true);
    const sub = fake.subscription(created.subscriptionId)!;
    expect(sub).toMatchObject({ status: "active", items: { data: [{ price: { unit_amount: 500 } }] } });
  });

  it("when a 100% code is used for Pro, then it is active at once and Stripe is never called", async () => {
    const { agent, user } = await signUp(ctx, "freepro");
    const promo = await createPromo(ctx, { discountType: "percentage", discountValue: 100 });
    const requestsBefore = fake.requests.length;
    const created = await agent
      .post("/api/create-subscription")
      .send({ userId: user.id, promoCode: promo.code })
      .expect(200);
    expect(created.body).toMatchObject({ status: "active", clientSecret: null, amount: 0 });
    const status = await agent.get(`/api/user/${user.id}/subscription-status`).expect(200);
    expect(status.body.isActive).toBe(true);
    expect(fake.requests).toHaveLength(requestsBefore);
  });

  it("when a renewal failed and the subscription is past_due, then the user can still cancel it so Stripe stops retrying", async () => {
    const { agent, user } = await signUp(ctx, "pastdue");
    const { created } = await subscribe(fake, agent, user.id);
    fake.setSubscription(created.subscriptionId, { status: "past_due" });
    await ctx.services.billing.syncSubscription(created.subscriptionId);
    expect((await userRow(ctx, user.id)).subscriptionStatus).toBe("past_due");
    const res = await agent.post("/api/cancel-subscription").send({ userId: user.id }).expect(200);
    expect(res.body).toMatchObject({ isActive: false, subscription: { status: "canceled" } });
    expect(fake.subscription(created.subscriptionId)).toMatchObject({ status: "canceled" });
  });

  it("when Stripe says the subscription will cancel at period end, then reactivate re-reads it and turns cancel_at_period_end off at Stripe", async () => {
    const { agent, user } = await signUp(ctx, "react");
    const { created } = await subscribe(fake, agent, user.id);
    await agent.post("/api/reactivate-subscription").send({ userId: user.id }).expect(409);

    // Set from the Stripe dashboard or the customer portal: we have not been told (no webhook delivered).
    fake.setSubscription(created.subscriptionId, { cancel_at_period_end: true });
    const res = await agent.post("/api/reactivate-subscription").send({ userId: user.id }).expect(200);
    expect(res.body).toMatchObject({
      isActive: true,
      cancelAtPeriodEnd: false,
      message: "Your subscription has been reactivated.",
    });
    expect(fake.subscription(created.subscriptionId)).toMatchObject({ status: "active", cancel_at_period_end: false });
    const [update] = fake.requestsTo("POST", `/v1/subscriptions/${created.subscriptionId}`);
    expect(update).toMatchObject({ params: { cancel_at_period_end: "false" } });
    expect((await userRow(ctx, user.id)).cancelAtPeriodEnd).toBe(false);
  });
});

describe("POST /api/stripe/webhook", () => {
  it("when payment_intent.succeeded arrives for a checkout whose browser never called verify-payment, then the webhook alone grants the credit; a redelivery grants nothing more", async () => {
    const { agent, user } = await paidUser("hook");
    const { created } = await checkout(fake, agent, user.id);
    const [event] = eventsAbout(fake, "payment_intent.succeeded", created.paymentIntentId);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);

    const res = await deliverWebhook(ctx, fake, event!).expect(200);
    expect(res.body).toEqual({ received: true });
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
    expect((await paymentRows(ctx, user.id)).map((r) => r.status)).toEqual(["succeeded"]);
    expect(await webhookRows(event!.id)).toHaveLength(1);

    const replay = await deliverWebhook(ctx, fake, event!).expect(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
    // The browser's verify-payment arriving late changes nothing either.
    await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: created.paymentIntentId })
      .expect(200);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
  });

  it("when the signature is wrong, missing, for another body or too old, then 400 and nothing changes", async () => {
    const { agent, user } = await paidUser("badsig");
    const { created } = await checkout(fake, agent, user.id);
    const [event] = eventsAbout(fake, "payment_intent.succeeded", created.paymentIntentId);
    const post = () => ctx.request().post("/api/stripe/webhook").set("Content-Type", "application/json");

    const wrongSecret = await deliverWebhook(ctx, fake, event!, "whsec_not_ours").expect(400);
    expect(wrongSecret.body).toMatchObject({ code: "VALIDATION_FAILED", message: "Invalid Stripe signature" });
    const { payload, signature } = fake.signedWebhook(event!, WEBHOOK_SECRET);
    await post().send(payload).expect(400);
    const tampered = payload.replace(`"id": "${event!.id}"`, `"id": "${event!.id}x"`);
    expect(tampered).not.toBe(payload);
    await post().set("Stripe-Signature", signature).send(tampered).expect(400);
    // A delivery captured and replayed later: Stripe's tolerance is 300 s.
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    await post().set("Stripe-Signature", old).send(payload).expect(400);
    // Parsed and re-serialised JSON is not the body Stripe signed.
    await post().set("Stripe-Signature", signature).send(JSON.stringify(event)).expect(400);

    expect(await webhookRows(event!.id)).toHaveLength(0);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
    expect((await paymentRows(ctx, user.id)).map((r) => r.status)).toEqual(["pending"]);

    // The same event with a good signature header from the SDK's helper is accepted.
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    await post().set("Stripe-Signature", good).send(payload).expect(200);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
  });

  it("when the same event is delivered 10 times in parallel, then it is processed once: one processed_webhook_events row, one credit", async () => {
    const { agent, user } = await paidUser("tenfold");
    const { created } = await checkout(fake, agent, user.id);
    const [event] = eventsAbout(fake, "payment_intent.succeeded", created.paymentIntentId);
    const results = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(ctx, fake, event!)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => !r.body.duplicate)).toHaveLength(1);
    expect(await webhookRows(event!.id)).toHaveLength(1);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
    expect((await paymentRows(ctx, user.id)).map((r) => r.status)).toEqual(["succeeded"]);
  });

  it("when subscription events arrive newest first (canceled, then the stale active update, then created), then the user ends as Stripe has it now: canceled, not premium", async () => {
    const { agent, user } = await paidUser("order");
    const created = await agent.post("/api/create-subscription").send({ userId: user.id }).expect(200);
    const subscriptionId = created.body.subscriptionId as string;
    // The browser pays but never calls update-subscription-status; then the subscription is canceled at Stripe.
    fake.confirmPaymentIntent(created.body.paymentIntentId, TEST_CARDS.success);
    fake.setSubscription(subscriptionId, { status: "canceled" });

    const [createdEvent] = eventsAbout(fake, "customer.subscription.created", subscriptionId);
    const updates = eventsAbout(fake, "customer.subscription.updated", subscriptionId);
    const [deletedEvent] = eventsAbout(fake, "customer.subscription.deleted", subscriptionId);
    expect(createdEvent!.data.object.status).toBe("incomplete");
    expect(updates.at(-1)!.data.object.status).toBe("active");
    expect(deletedEvent!.data.object.status).toBe("canceled");

    for (const event of [deletedEvent!, updates.at(-1)!, createdEvent!]) {
      await deliverWebhook(ctx, fake, event).expect(200);
      // Every delivery re-reads the subscription: a stale payload never wins.
      expect(await userRow(ctx, user.id)).toMatchObject({
        providerSubscriptionId: subscriptionId,
        subscriptionStatus: "canceled",
        subscriptionPlan: "free",
      });
    }
    const status = await agent.get(`/api/user/${user.id}/subscription-status`).expect(200);
    expect(status.body).toMatchObject({ isActive: false, subscription: { isPremium: false } });
    await agent.post("/api/analyze").attach("file", image).expect(402);
  });

  it("when the active update arrives before customer.subscription.created for a subscription paid in the browser, then the webhook alone activates Pro and the late created event does not undo it", async () => {
    const { agent, user } = await paidUser("late");
    const created = await agent.post("/api/create-subscription").send({ userId: user.id }).expect(200);
    const subscriptionId = created.body.subscriptionId as string;
    fake.confirmPaymentIntent(created.body.paymentIntentId, TEST_CARDS.success);

    const update = eventsAbout(fake, "customer.subscription.updated", subscriptionId).at(-1)!;
    const [createdEvent] = eventsAbout(fake, "customer.subscription.created", subscriptionId);
    await deliverWebhook(ctx, fake, update).expect(200);
    await deliverWebhook(ctx, fake, createdEvent!).expect(200);
    expect(await userRow(ctx, user.id)).toMatchObject({ subscriptionStatus: "active", subscriptionPlan: "monthly" });
    expect((await paymentRows(ctx, user.id)).map((r) => [r.type, r.status])).toEqual([["subscription", "succeeded"]]);
    const analysis = await agent.post("/api/analyze").attach("file", image).expect(201);
    expect(analysis.body.analysis.paymentType).toBe("monthly");
  });

  it("when invoice.paid arrives for a renewal, then the user's currentPeriodEnd moves to Stripe's new period end", async () => {
    const { agent, user } = await signUp(ctx, "renew");
    const { created } = await subscribe(fake, agent, user.id);
    const subscriptionId = created.subscriptionId as string;
    const before = (await userRow(ctx, user.id)).currentPeriodEnd!;

    // A month later Stripe renews: the period moves on and the renewal invoice is paid.
    const next = new Date(before);
    next.setUTCMonth(next.getUTCMonth() + 1);
    fake.setSubscription(subscriptionId, { current_period_end: next });
    const [firstPaid] = fake
      .eventsOfType("invoice.paid")
      .filter(
        (e) =>
          (e.data.object.parent as { subscription_details: { subscription: string } }).subscription_details
            .subscription === subscriptionId,
      );
    const renewal = {
      ...firstPaid!,
      id: `evt_renewal_${subscriptionId}`,
      data: {
        object: { ...firstPaid!.data.object, id: `in_renewal_${subscriptionId}`, billing_reason: "subscription_cycle" },
      },
    };
    await deliverWebhook(ctx, fake, renewal).expect(200);

    const row = await userRow(ctx, user.id);
    expect(row.currentPeriodEnd!.getTime()).toBe(Math.floor(next.getTime() / 1000) * 1000);
    expect(row.currentPeriodEnd!.getTime()).toBeGreaterThan(before.getTime());
    expect(row).toMatchObject({ subscriptionStatus: "active", subscriptionPlan: "monthly" });
    const status = await agent.get(`/api/user/${user.id}/subscription-status`).expect(200);
    expect(status.body.currentPeriodEnd).toBe(row.currentPeriodEnd!.toISOString());
  });
});

describe("when Stripe is unreachable", () => {
  it("when Stripe fails while opening a checkout, then 502 PAYMENT_PROVIDER_ERROR with a readable message, and no customer, payment row or credit is written", async () => {
    const { agent, user } = await paidUser("down");
    fake.failNextRequests(1, 500);
    const first = await agent.post("/api/create-payment-intent").send({ userId: user.id }).expect(502);
    expect(first.body).toMatchObject({
      code: "PAYMENT_PROVIDER_ERROR",
      message: "The payment system could not create your customer record right now. Please try again in a minute.",
    });
    expect(await userRow(ctx, user.id)).toMatchObject({ providerCustomerId: null, analysisCredits: 0 });
    expect(await paymentRows(ctx, user.id)).toEqual([]);

    // The customer now exists; Stripe fails on the PaymentIntent itself.
    await agent.post("/api/setup-payment-method").send({ userId: user.id }).expect(200);
    fake.failNextRequests(1, 503);
    const second = await agent.post("/api/create-payment-intent").send({ userId: user.id }).expect(502);
    expect(second.body).toMatchObject({
      code: "PAYMENT_PROVIDER_ERROR",
      message: "The payment system could not open the payment right now. Please try again in a minute.",
    });
    expect(await paymentRows(ctx, user.id)).toEqual([]);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);

    // Once Stripe is back, the same journey works and pays once.
    const { created } = await checkout(fake, agent, user.id);
    await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: created.paymentIntentId })
      .expect(200);
    expect((await paymentRows(ctx, user.id)).map((r) => r.status)).toEqual(["succeeded"]);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
  });

  it("when Stripe fails while a paid checkout is verified, then 502 and no credit; verifying again once it is back grants one", async () => {
    const { agent, user } = await paidUser("verifydown");
    const { created } = await checkout(fake, agent, user.id);
    fake.failNextRequests(1, 500);
    const res = await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: created.paymentIntentId })
      .expect(502);
    expect(res.body).toMatchObject({
      code: "PAYMENT_PROVIDER_ERROR",
      message: expect.stringMatching(/^The payment system could not check the payment right now/),
    });
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
    expect((await paymentRows(ctx, user.id)).map((r) => r.status)).toEqual(["pending"]);

    await agent
      .post("/api/verify-payment")
      .send({ userId: user.id, paymentIntentId: created.paymentIntentId })
      .expect(200);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(1);
  });

  it("when Stripe fails during an auto-charge, then the analysis answers 502, nothing is stored, and the retry charges once", async () => {
    const { agent, user } = await paidUser("autodown");
    expect((await saveCard(fake, agent, user.id, { autoCharge: true })).status).toBe(200);
    fake.failNextRequests(1, 500);
    const res = await agent.post("/api/analyze").attach("file", image).expect(502);
    expect(res.body).toMatchObject({
      code: "PAYMENT_PROVIDER_ERROR",
      message: expect.stringMatching(/^The payment system could not charge your card/),
    });
    expect(await analysesOf(user.id)).toHaveLength(0);
    expect((await userRow(ctx, user.id)).analysisCredits).toBe(0);
    expect((await paymentRows(ctx, user.id)).filter((r) => r.status === "succeeded")).toHaveLength(0);

    // The retry reuses the failed attempt's row and idempotency key: had Stripe charged before failing, the
    // key would replay that charge instead of making a second one.
    await agent.post("/api/analyze").attach("file", image).expect(201);
    const rows = await paymentRows(ctx, user.id);
    expect(rows.map((r) => [r.status, r.method])).toEqual([["succeeded", "auto_charge"]]);
    expect(
      fake.requestsTo("POST", "/v1/payment_intents").filter((r) => r.idempotencyKey === rows[0]!.idempotencyKey),
    ).toHaveLength(2);
  });

  // Last in the file: it shuts the fake Stripe down.
  it("when the Stripe server cannot be reached at all, then 502 with a readable message and nothing is written", async () => {
    const { agent, user } = await paidUser("offline");
    await agent.post("/api/setup-payment-method").send({ userId: user.id }).expect(200);
    await fake.close();
    const res = await agent.post("/api/create-payment-intent").send({ userId: user.id }).expect(502);
    expect(res.body).toMatchObject({
      code: "PAYMENT_PROVIDER_ERROR",
      message: "The payment system could not open the payment right now. Please try again in a minute.",
    });
    await agent.post("/api/create-subscription").send({ userId: user.id }).expect(502);
    expect(await paymentRows(ctx, user.id)).toEqual([]);
    expect(await userRow(ctx, user.id)).toMatchObject({
      analysisCredits: 0,
      subscriptionStatus: null,
      providerSubscriptionId: null,
    });
  });
});
