import { TEST_CARDS } from "@shared/billing";
import type { Clock } from "../src/lib/clock";
import { createStripeProvider } from "../src/modules/billing/providers/stripe-provider";
import { createTestContext, type TestContext } from "./app";
import type { Agent } from "./billing-helpers";
import { type FakeStripe, type FakeStripeEvent, startFakeStripe } from "./fake-stripe";

// The payment journeys in Stripe mode: the real app with the real Stripe provider and SDK talking to the fake Stripe on
// 127.0.0.1. What Stripe.js does in the browser (confirmPayment, confirmSetup) is done here through the fake's control
// API, with Stripe's public test card numbers.

export const WEBHOOK_SECRET = "whsec_test_secret";
export const STRIPE_PUBLIC_KEY = "pk_test_fake";

export type StripeContext = { ctx: TestContext; fake: FakeStripe; close(): Promise<void> };

/** The app configured with Stripe keys, its provider pointed at a fresh fake Stripe that shares the app's test clock. */
export async function createStripeContext(): Promise<StripeContext> {
  // The fake starts first (the provider needs its port); it reads the app's test clock once that exists.
  const app: { clock?: Clock } = {};
  const clock: Clock = { now: () => app.clock?.now() ?? new Date() };
  const fake = await startFakeStripe({ clock });
  const ctx = await createTestContext({
    models: false, // payments are the subject here; an analysis only needs to be paid for
    env: {
      STRIPE_SECRET_KEY: fake.secretKey,
      VITE_STRIPE_PUBLIC_KEY: STRIPE_PUBLIC_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    paymentProvider: () =>
      createStripeProvider({
        secretKey: fake.secretKey,
        publicKey: STRIPE_PUBLIC_KEY,
        webhookSecret: WEBHOOK_SECRET,
        stripeOptions: fake.stripeOptions,
      }),
  });
  app.clock = ctx.clock;
  let closed = false;
  return {
    ctx,
    fake,
    async close() {
      await ctx.close();
      if (!closed) {
        closed = true;
        // A test may have closed the fake already (Stripe unreachable).
        await fake.close().catch(() => undefined);
      }
    },
  };
}

/** create-payment-intent, then the browser's confirmPayment with `cardNumber`. */
export async function checkout(
  fake: FakeStripe,
  agent: Agent,
  userId: number,
  options: { cardNumber?: string; promoCode?: string } = {},
) {
  const created = await agent
    .post("/api/create-payment-intent")
    .send({ userId, ...(options.promoCode ? { promoCode: options.promoCode } : {}) })
    .expect(200);
  const body = created.body as { paymentIntentId: string; clientSecret: string; amount: number };
  const intent = fake.confirmPaymentIntent(body.paymentIntentId, options.cardNumber ?? TEST_CARDS.success);
  return { created: body, intent };
}

/** setup-payment-method → the browser's confirmSetup with `cardNumber` → confirm-payment-method. */
export async function saveCard(
  fake: FakeStripe,
  agent: Agent,
  userId: number,
  options: { cardNumber?: string; autoCharge?: boolean; isDefault?: boolean } = {},
) {
  const setup = await agent.post("/api/setup-payment-method").send({ userId }).expect(200);
  fake.succeedSetupIntent(setup.body.setupIntentId, options.cardNumber ?? TEST_CARDS.success);
  return agent.post("/api/confirm-payment-method").send({
    userId,
    setupIntentId: setup.body.setupIntentId,
    isDefault: options.isDefault ?? true,
    autoCharge: options.autoCharge ?? false,
  });
}

/** create-subscription → the browser's confirmPayment on the first invoice → update-subscription-status. */
export async function subscribe(fake: FakeStripe, agent: Agent, userId: number, body: Record<string, unknown> = {}) {
  const created = await agent
    .post("/api/create-subscription")
    .send({ userId, ...body })
    .expect(200);
  if (created.body.clientSecret) fake.confirmPaymentIntent(created.body.paymentIntentId, TEST_CARDS.success);
  const status = await agent
    .post("/api/update-subscription-status")
    .send({ userId, ...(created.body.paymentIntentId ? { paymentIntentId: created.body.paymentIntentId } : {}) })
    .expect(200);
  return { created: created.body, status: status.body };
}

/** The events the fake would have sent about one object, oldest first. */
export function eventsAbout(fake: FakeStripe, type: string, objectId: string): FakeStripeEvent[] {
  return fake.eventsOfType(type).filter((event) => event.data.object.id === objectId);
}

/** Delivers a webhook as Stripe does: the raw JSON body and its Stripe-Signature header. */
export function deliverWebhook(
  ctx: TestContext,
  fake: FakeStripe,
  event: FakeStripeEvent | Record<string, unknown>,
  secret = WEBHOOK_SECRET,
) {
  const { payload, signature } = fake.signedWebhook(event, secret);
  return ctx
    .request()
    .post("/api/stripe/webhook")
    .set("Content-Type", "application/json")
    .set("Stripe-Signature", signature)
    .send(payload);
}
