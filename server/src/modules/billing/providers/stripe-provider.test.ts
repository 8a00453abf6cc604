import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "@shared/billing";
import { startFakeStripe, type FakeStripe } from "../../../../test/fake-stripe";
import { PaymentProviderError } from "./provider";
import { createStripeProvider, STRIPE_API_VERSION, type StripeProvider } from "./stripe-provider";

// The real SDK against the fake Stripe on 127.0.0.1: what we send, and how we read what Stripe answers.

let fake: FakeStripe;
let provider: StripeProvider;
let key = 0;
const nextKey = (label: string) => `test:${label}:${++key}`;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider({
    secretKey: fake.secretKey,
    webhookSecret: "whsec_test",
    stripeOptions: fake.stripeOptions,
  });
});
afterAll(async () => {
  await fake?.close();
});

async function newCustomer(): Promise<string> {
  return provider.createCustomer({
    email: "maya@example.com",
    name: "Maya Chen",
    userId: 7,
    idempotencyKey: nextKey("customer"),
  });
}

function charge(customerId: string, paymentMethodId: string, idempotencyKey = nextKey("charge")) {
  return provider.chargeOffSession({
    customerId,
    paymentMethodId,
    amount: 100,
    currency: "usd",
    metadata: { analysisId: "42" },
    description: "ViralScore analysis",
    idempotencyKey,
  });
}

async function newSubscription(customerId: string, amount = 1000) {
  return provider.createSubscription({
    customerId,
    amount,
    currency: "usd",
    metadata: { userId: "7" },
    idempotencyKey: nextKey("subscription"),
  });
}

describe("customers and payment intents", () => {
  it("when a customer is created, then Stripe gets the email, name, user id, our idempotency key and the pinned API version", async () => {
    const idempotencyKey = nextKey("customer");
    const id = await provider.createCustomer({ email: "maya@example.com", name: "Maya", userId: 7, idempotencyKey });
    expect(id).toMatch(/^cus_/);
    const [request] = fake.requestsTo("POST", "/v1/customers").filter((r) => r.idempotencyKey === idempotencyKey);
    expect(request).toMatchObject({
      params: { email: "maya@example.com", name: "Maya", metadata: { userId: "7" } },
      stripeVersion: STRIPE_API_VERSION,
    });
  });

  it("when a payment intent is created and read back, then both give its client secret, amount and metadata", async () => {
    const customerId = await newCustomer();
    const created = await provider.createPaymentIntent({
      customerId,
      amount: 100,
      currency: "usd",
      metadata: { purpose: "credit" },
      description: "One analysis",
      idempotencyKey: nextKey("pi"),
    });
    expect(created).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      status: "requires_payment_method",
      amount: 100,
      currency: "usd",
      customerId,
      clientSecret: expect.stringMatching(/^pi_.+_secret_/),
      paymentMethodId: null,
      metadata: { purpose: "credit" },
      lastError: null,
    });
    const request = fake.requestsTo("POST", "/v1/payment_intents").at(-1)!;
    expect(request.params).not.toHaveProperty("payment_method_types");
    expect(await provider.retrievePaymentIntent(created.id)).toEqual(created);

    fake.confirmPaymentIntent(created.id, TEST_CARDS.success);
    expect(await provider.retrievePaymentIntent(created.id)).toMatchObject({
      status: "succeeded",
      paymentMethodId: expect.stringMatching(/^pm_/),
    });
  });

  it("when the same idempotency key is used twice, then Stripe replays the first intent instead of making a second", async () => {
    const customerId = await newCustomer();
    const input = {
      customerId,
      amount: 100,
      currency: "usd",
      metadata: {},
      description: "One analysis",
      idempotencyKey: nextKey("pi"),
    };
    const first = await provider.createPaymentIntent(input);
    const second = await provider.createPaymentIntent(input);
    expect(second.id).toBe(first.id);
    expect(
      fake.requestsTo("POST", "/v1/payment_intents").filter((r) => r.idempotencyKey === input.idempotencyKey),
    ).toHaveLength(2);
  });

  it("when an id is unknown, then retrieve answers null", async () => {
    expect(await provider.retrievePaymentIntent("pi_missing")).toBeNull();
    expect(await provider.retrieveSetupIntent("seti_missing")).toBeNull();
    expect(await provider.retrievePaymentMethod("pm_missing")).toBeNull();
    expect(await provider.retrieveSubscription("sub_missing")).toBeNull();
  });

  it("when Stripe fails or cannot be reached, then the provider throws a PaymentProviderError", async () => {
    fake.failNextRequests(1, 500);
    const failure = await newCustomer().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect((failure as PaymentProviderError).cause).toBeInstanceOf(Stripe.errors.StripeAPIError);

    const offline = createStripeProvider({
      secretKey: fake.secretKey,
      webhookSecret: null,
      stripeOptions: { ...fake.stripeOptions, port: 1 },
    });
    await expect(offline.retrievePaymentIntent("pi_x")).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe("off-session charges", () => {
  it("when the saved card works, then the charge succeeds off-session with our idempotency key", async () => {
    const customerId = await newCustomer();
    const pm = fake.attachTestCard(customerId, TEST_CARDS.success);
    const idempotencyKey = nextKey("charge");
    const result = await charge(customerId, pm, idempotencyKey);
    expect(result).toMatchObject({
      outcome: "succeeded",
      paymentIntent: { status: "succeeded", amount: 100, paymentMethodId: pm, metadata: { analysisId: "42" } },
    });
    const request = fake.requestsTo("POST", "/v1/payment_intents").at(-1)!;
    expect(request).toMatchObject({
      idempotencyKey,
      params: {
        customer: customerId,
        payment_method: pm,
        off_session: "true",
        confirm: "true",
        amount: "100",
        // A server-side confirm needs no return_url only when redirect methods are off (endive defaults).
        automatic_payment_methods: { enabled: "true", allow_redirects: "never" },
      },
    });
  });

  it("when a charge is retried with the same key, then the replay returns the same intent and charges once", async () => {
    const customerId = await newCustomer();
    const pm = fake.attachTestCard(customerId, TEST_CARDS.success);
    const idempotencyKey = nextKey("charge");
    const first = await charge(customerId, pm, idempotencyKey);
    const second = await charge(customerId, pm, idempotencyKey);
    if (first.outcome !== "succeeded" || second.outcome !== "succeeded") throw new Error("expected two successes");
    expect(second.paymentIntent.id).toBe(first.paymentIntent.id);
    expect(
      fake.eventsOfType("payment_intent.succeeded").filter((e) => e.data.object.id === first.paymentIntent.id),
    ).toHaveLength(1);
  });

  it("when the card is declined, then the outcome is declined with card_declined and the intent id", async () => {
    const customerId = await newCustomer();
    const result = await charge(customerId, fake.attachTestCard(customerId, TEST_CARDS.declined));
    expect(result).toEqual({
      outcome: "declined",
      paymentIntentId: expect.stringMatching(/^pi_/),
      code: "card_declined",
      declineCode: "generic_decline",
      message: "Your card was declined.",
    });
  });

  it("when the card has insufficient funds, then the outcome is declined with that decline code", async () => {
    const customerId = await newCustomer();
    const result = await charge(customerId, fake.attachTestCard(customerId, TEST_CARDS.insufficientFunds));
    expect(result).toMatchObject({ outcome: "declined", code: "card_declined", declineCode: "insufficient_funds" });
  });

  it("when the card has expired, then the outcome is declined with expired_card and no decline code", async () => {
    const customerId = await newCustomer();
    const result = await charge(customerId, fake.attachTestCard(customerId, "4000000000000069"));
    expect(result).toMatchObject({ outcome: "declined", code: "expired_card", declineCode: null });
  });

  it("when the bank wants authentication, then the outcome is requires_action with the intent to confirm on-session", async () => {
    const customerId = await newCustomer();
    const result = await charge(customerId, fake.attachTestCard(customerId, TEST_CARDS.authenticationRequired));
    if (result.outcome !== "requires_action") throw new Error(`expected requires_action, got ${result.outcome}`);
    expect(result.paymentIntent).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(/_secret_/),
      amount: 100,
      lastError: { code: "authentication_required" },
    });

    // The customer comes back and authenticates in the browser.
    fake.confirmPaymentIntent(result.paymentIntent.id, TEST_CARDS.authenticationRequired);
    expect(await provider.retrievePaymentIntent(result.paymentIntent.id)).toMatchObject({ status: "succeeded" });
  });

  it("when the saved card was removed at Stripe, then the outcome is declined rather than a provider failure", async () => {
    const customerId = await newCustomer();
    const pm = fake.attachTestCard(customerId, TEST_CARDS.success);
    await provider.detachPaymentMethod(pm);
    const result = await charge(customerId, pm);
    expect(result).toMatchObject({ outcome: "declined", paymentIntentId: null, declineCode: null });
  });
});

describe("saved cards", () => {
  it("when a setup intent is confirmed in the browser, then it names the saved card and the card has its fingerprint", async () => {
    const customerId = await newCustomer();
    const setup = await provider.createSetupIntent({ customerId, idempotencyKey: nextKey("seti") });
    expect(setup).toMatchObject({
      id: expect.stringMatching(/^seti_/),
      status: "requires_payment_method",
      customerId,
      clientSecret: expect.stringMatching(/^seti_.+_secret_/),
      paymentMethodId: null,
    });
    const request = fake.requestsTo("POST", "/v1/setup_intents").at(-1)!;
    expect(request.params).toEqual({
      customer: customerId,
      usage: "off_session",
      automatic_payment_methods: { enabled: "true", allow_redirects: "never" },
    });

    const pm = fake.succeedSetupIntent(setup.id, TEST_CARDS.success);
    expect(await provider.retrieveSetupIntent(setup.id)).toMatchObject({ status: "succeeded", paymentMethodId: pm });
    const method = await provider.retrievePaymentMethod(pm);
    expect(method).toEqual({
      id: pm,
      customerId,
      card: {
        brand: "visa",
        last4: "4242",
        expMonth: 12,
        expYear: expect.any(Number),
        fingerprint: expect.any(String),
      },
    });
    const again = fake.attachTestCard(customerId, TEST_CARDS.success);
    expect((await provider.retrievePaymentMethod(again))?.card.fingerprint).toBe(method?.card.fingerprint);
  });

  it("when a card becomes the default, then the customer's invoice settings name it", async () => {
    const customerId = await newCustomer();
    const pm = fake.attachTestCard(customerId, TEST_CARDS.success);
    await provider.setDefaultPaymentMethod(customerId, pm);
    expect(fake.customer(customerId)).toMatchObject({ invoice_settings: { default_payment_method: pm } });
  });

  it("when a card is detached, even twice, then it no longer belongs to the customer", async () => {
    const customerId = await newCustomer();
    const pm = fake.attachTestCard(customerId, TEST_CARDS.success);
    await provider.setDefaultPaymentMethod(customerId, pm);
    await provider.detachPaymentMethod(pm);
    await provider.detachPaymentMethod(pm);
    expect(await provider.retrievePaymentMethod(pm)).toMatchObject({ customerId: null });
    expect(fake.customer(customerId)).toMatchObject({ invoice_settings: { default_payment_method: null } });
  });
});

describe("subscriptions", () => {
  it("when a subscription is created, then it is incomplete with the first invoice's client secret and intent", async () => {
    const customerId = await newCustomer();
    const sub = await newSubscription(customerId);
    expect(sub).toMatchObject({
      id: expect.stringMatching(/^sub_/),
      customerId,
      status: "incomplete",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: expect.any(Date),
      clientSecret: expect.stringMatching(/^pi_.+_secret_/),
      latestPaymentIntentId: expect.stringMatching(/^pi_/),
      latestInvoiceId: expect.stringMatching(/^in_/),
      metadata: { userId: "7" },
    });
    expect(sub.clientSecret!.startsWith(`${sub.latestPaymentIntentId}_secret_`)).toBe(true);

    const request = fake.requestsTo("POST", "/v1/subscriptions").at(-1)!;
    expect(request.params).toMatchObject({
      customer: customerId,
      payment_behavior: "default_incomplete",
      items: [
        {
          price_data: {
            currency: "usd",
            unit_amount: "1000",
            product: "viralscore_pro",
            recurring: { interval: "month" },
          },
        },
      ],
      expand: ["latest_invoice.confirmation_secret", "latest_invoice.payments"],
    });
    expect(fake.requestsTo("POST", "/v1/products")[0]).toMatchObject({
      params: { id: "viralscore_pro", name: "ViralScore Pro" },
      idempotencyKey: "product:viralscore-pro:v1",
    });
  });

  it("when a second subscription starts, then the product is looked up once per process, not created again", async () => {
    const customerId = await newCustomer();
    await newSubscription(customerId);
    await newSubscription(customerId);
    expect(fake.requestsTo("POST", "/v1/products")).toHaveLength(1);
    expect(fake.requestsTo("GET", "/v1/products/viralscore_pro")).toHaveLength(1);
  });

  it("when a new process finds the product already at Stripe, then it uses it without creating one", async () => {
    const other = createStripeProvider({
      secretKey: fake.secretKey,
      webhookSecret: null,
      stripeOptions: fake.stripeOptions,
    });
    await newSubscription(await newCustomer()); // the product exists from here on
    const before = fake.requestsTo("POST", "/v1/products").length;
    await other.createSubscription({
      customerId: await newCustomer(),
      amount: 1000,
      currency: "usd",
      metadata: {},
      idempotencyKey: nextKey("subscription"),
    });
    expect(fake.requestsTo("POST", "/v1/products")).toHaveLength(before);
  });

  it("when the first invoice's intent is confirmed, then the subscription is active with a period end and no secret", async () => {
    const customerId = await newCustomer();
    const sub = await newSubscription(customerId);
    fake.confirmPaymentIntent(sub.latestPaymentIntentId!, TEST_CARDS.success);
    const active = await provider.retrieveSubscription(sub.id);
    expect(active).toMatchObject({
      status: "active",
      clientSecret: null,
      latestPaymentIntentId: sub.latestPaymentIntentId,
    });
    expect(active!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    expect(fake.subscription(sub.id)).toMatchObject({ default_payment_method: expect.stringMatching(/^pm_/) });
  });

  it("when the first invoice's card is declined, then the subscription stays incomplete with its secret", async () => {
    const customerId = await newCustomer();
    const sub = await newSubscription(customerId);
    fake.confirmPaymentIntent(sub.latestPaymentIntentId!, TEST_CARDS.declined);
    expect(await provider.retrieveSubscription(sub.id)).toMatchObject({
      status: "incomplete",
      clientSecret: sub.clientSecret,
    });
    expect(await provider.retrievePaymentIntent(sub.latestPaymentIntentId!)).toMatchObject({
      status: "requires_payment_method",
      lastError: { code: "card_declined", declineCode: "generic_decline" },
    });
  });

  it("when the price is $0, then the subscription is active at once with no client secret", async () => {
    const sub = await newSubscription(await newCustomer(), 0);
    expect(sub).toMatchObject({ status: "active", clientSecret: null, latestPaymentIntentId: null });
  });

  it("when cancel at period end is set and cleared, then Stripe's flag follows and the subscription stays active", async () => {
    const sub = await newSubscription(await newCustomer());
    fake.succeedPaymentIntent(sub.latestPaymentIntentId!);
    expect(await provider.setCancelAtPeriodEnd(sub.id, true)).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
    });
    expect(fake.requestsTo("POST", `/v1/subscriptions/${sub.id}`).at(-1)?.params).toMatchObject({
      cancel_at_period_end: "true",
    });
    expect(await provider.setCancelAtPeriodEnd(sub.id, false)).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: false,
    });
  });

  it("when a subscription is cancelled, then it is canceled at once and cannot be changed any more", async () => {
    const sub = await newSubscription(await newCustomer());
    fake.succeedPaymentIntent(sub.latestPaymentIntentId!);
    expect(await provider.cancelSubscription(sub.id)).toMatchObject({ status: "canceled", cancelAtPeriodEnd: false });
    expect(fake.requestsTo("DELETE", `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
    await expect(provider.setCancelAtPeriodEnd(sub.id, true)).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe("webhook signatures", () => {
  it("when the signature is valid, then constructEvent returns the event; when not, it throws", () => {
    const event = { id: "evt_1", object: "event", type: "invoice.paid", data: { object: { id: "in_1" } } };
    const { payload, signature } = fake.signedWebhook(event, "whsec_test");
    expect(provider.constructEvent(Buffer.from(payload), signature)).toMatchObject({
      id: "evt_1",
      type: "invoice.paid",
    });
    expect(() => provider.constructEvent(Buffer.from(payload), undefined)).toThrow();
    const forged = fake.signedWebhook(event, "whsec_other");
    expect(() => provider.constructEvent(Buffer.from(payload), forged.signature)).toThrow(/signature/i);
  });
});
