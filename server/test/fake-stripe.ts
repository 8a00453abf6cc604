import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import type { Clock } from "../src/lib/clock";

// A small Stripe on 127.0.0.1 for tests: the outside world is mocked at its edge, never our own code. The real SDK
// talks to it over HTTP with form-encoded bodies, so request encoding, the Idempotency-Key and Stripe-Version headers
// and the SDK's error classes are all exercised. It keeps objects in memory, replays a repeated Idempotency-Key as
// Stripe does, records every request and every event it would have sent, and lets the test play the browser's part
// (confirmSetup / confirmPayment) with Stripe's public test card numbers. Shapes follow API 2026-10-28.endive, the
// version the stripe SDK pins; only what our provider uses is modelled.

export type FakeStripeRequest = {
  method: string;
  path: string;
  /** Query string and body, bracket-expanded: `items[0][price_data][currency]=usd` -> { items: [{ price_data: { currency } }] }. */
  params: Record<string, unknown>;
  idempotencyKey: string | null;
  stripeVersion: string | null;
};

export type FakeStripeEvent = {
  id: string;
  object: "event";
  type: string;
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
};

export type SubscriptionPatch = {
  status?: string;
  cancel_at_period_end?: boolean;
  /** Unix seconds or a Date: moves items.data[0].current_period_end. */
  current_period_end?: number | Date;
  metadata?: Record<string, string>;
};

export type FakeStripe = {
  /** Pass to createStripeProvider: `{ secretKey: fake.secretKey, webhookSecret, stripeOptions: fake.stripeOptions }`. */
  secretKey: string;
  stripeOptions: { host: string; port: number; protocol: "http"; maxNetworkRetries: number };
  url: string;
  /** Every API request in arrival order (replays included). */
  requests: FakeStripeRequest[];
  requestsTo(method: string, path: string | RegExp): FakeStripeRequest[];
  /** Every event Stripe would have delivered, oldest first (the object as it was at that moment). */
  events: FakeStripeEvent[];
  eventsOfType(type: string): FakeStripeEvent[];
  /** A webhook delivery for `event`: the raw body and its Stripe-Signature header. */
  signedWebhook(
    event: FakeStripeEvent | Record<string, unknown>,
    secret: string,
  ): { payload: string; signature: string };

  /** Snapshots of stored objects (undefined when unknown), to assert on. */
  customer(id: string): Record<string, unknown> | undefined;
  paymentIntent(id: string): Record<string, unknown> | undefined;
  setupIntent(id: string): Record<string, unknown> | undefined;
  paymentMethod(id: string): Record<string, unknown> | undefined;
  subscription(id: string): Record<string, unknown> | undefined;
  invoice(id: string): Record<string, unknown> | undefined;

  /** A card saved to the customer, as the browser's confirmSetup would leave it. Returns the PaymentMethod id. */
  attachTestCard(customerId: string, cardNumber: string): string;
  /** The browser's confirmPayment with this card. 3184 counts as authenticated (the customer is present). */
  confirmPaymentIntent(id: string, cardNumber: string): Record<string, unknown>;
  /** The PaymentIntent succeeds whatever its card; an invoice's intent pays the invoice and activates its subscription. */
  succeedPaymentIntent(id: string): Record<string, unknown>;
  /** The browser's confirmSetup: saves the card to the SetupIntent's customer. Returns the PaymentMethod id. */
  succeedSetupIntent(id: string, cardNumber?: string): string;
  /** What time does to a subscription (renewal, past_due, end of period); emits customer.subscription.updated/deleted. */
  setSubscription(id: string, patch: SubscriptionPatch): Record<string, unknown>;
  /** A refund made in Stripe's dashboard (the whole rest by default); emits charge.refunded. Returns the refund. */
  refundInDashboard(paymentIntentId: string, amount?: number): Record<string, unknown>;
  refund(id: string): Record<string, unknown> | undefined;
  /**
   * The next `count` API requests answer `status` with an api_error (Stripe having a bad day); with `path`, only
   * requests to that path (e.g. "/v1/refunds") count and fail.
   */
  failNextRequests(count?: number, status?: number, path?: string): void;
  close(): Promise<void>;
};

type Obj = Record<string, unknown>;
type CardBehaviour = "succeed" | "decline" | "insufficient_funds" | "expired" | "decline_charges" | "authenticate";

/** Stripe's public test cards (docs.stripe.com/testing) and what they do here. */
const TEST_CARDS: Record<string, { brand: string; behaviour: CardBehaviour }> = {
  "4242424242424242": { brand: "visa", behaviour: "succeed" },
  "4000056655665556": { brand: "visa", behaviour: "succeed" },
  "5555555555554444": { brand: "mastercard", behaviour: "succeed" },
  "378282246310005": { brand: "amex", behaviour: "succeed" },
  "4000000000000002": { brand: "visa", behaviour: "decline" },
  "4000000000009995": { brand: "visa", behaviour: "insufficient_funds" },
  "4000000000000069": { brand: "visa", behaviour: "expired" },
  "4000000000000341": { brand: "visa", behaviour: "decline_charges" },
  "4000002760003184": { brand: "visa", behaviour: "authenticate" },
};

const DECLINES: Record<string, { code: string; decline_code?: string; message: string }> = {
  decline: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  insufficient_funds: {
    code: "card_declined",
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  expired: { code: "expired_card", message: "Your card has expired." },
  authenticate: {
    code: "authentication_required",
    decline_code: "authentication_required",
    message: "Your card was declined. This transaction requires authentication.",
  },
};

const API_VERSION = "2026-10-28.endive";
const MIN_AMOUNT = 50;

class FakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, extra: Obj = {}) =>
  new FakeError(400, { type: "invalid_request_error", message, ...extra });
const missing = (kind: string, id: string, param?: string) =>
  new FakeError(param ? 400 : 404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    ...(param ? { param } : {}),
  });

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const obj = (value: unknown): Obj =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Obj) : {};

export async function startFakeStripe(options: { clock?: Clock } = {}): Promise<FakeStripe> {
  const now = () => Math.floor((options.clock?.now() ?? new Date()).getTime() / 1000);

  const customers = new Map<string, Obj>();
  const products = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj>();
  const cardNumbers = new Map<string, string>();
  const paymentIntents = new Map<string, Obj>();
  const setupIntents = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const refunds = new Map<string, Obj>();
  /** PaymentIntent id -> the invoice it pays. */
  const invoiceOfIntent = new Map<string, string>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: FakeStripeRequest[] = [];
  const events: FakeStripeEvent[] = [];
  let failures: { count: number; status: number; path?: string } = { count: 0, status: 500 };

  function emit(type: string, object: Obj, previous?: Obj) {
    events.push({
      id: newId("evt"),
      object: "event",
      type,
      api_version: API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: clone(object), ...(previous ? { previous_attributes: clone(previous) } : {}) },
    });
  }

  function get(map: Map<string, Obj>, kind: string, id: string, param?: string): Obj {
    const found = map.get(id);
    if (!found) throw missing(kind, id, param);
    return found;
  }

  /** Stripe's metadata update: keys merge, an empty value deletes the key. */
  function mergeMetadata(current: unknown, patch: unknown): Record<string, string> {
    const result = { ...(obj(current) as Record<string, string>) };
    for (const [key, value] of Object.entries(obj(patch))) {
      if (value === "") delete result[key];
      else result[key] = String(value);
    }
    return result;
  }

  // ---------------------------------------------------------------------------------------------------
  // Cards and payments

  function createCard(cardNumber: string, customerId: string | null): Obj {
    const card = TEST_CARDS[cardNumber.replace(/\s+/g, "")];
    if (!card) throw new Error(`fake-stripe: ${cardNumber} is not one of the supported test cards`);
    const method: Obj = {
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      created: now(),
      customer: customerId,
      livemode: false,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: card.brand,
        country: "US",
        exp_month: 12,
        exp_year: new Date(now() * 1000).getUTCFullYear() + 3,
        fingerprint: createHash("sha256").update(`fake-stripe:${cardNumber}`).digest("hex").slice(0, 16),
        funding: "credit",
        last4: cardNumber.slice(-4),
      },
    };
    paymentMethods.set(method.id as string, method);
    cardNumbers.set(method.id as string, cardNumber);
    if (customerId) emit("payment_method.attached", method);
    return method;
  }

  function behaviourOf(paymentMethodId: string): CardBehaviour {
    return TEST_CARDS[cardNumbers.get(paymentMethodId) ?? ""]?.behaviour ?? "succeed";
  }

  /** Charges the intent's card. Returns the card error Stripe would answer with, or null on success. */
  function attemptCharge(intent: Obj, paymentMethodId: string, onSession: boolean): FakeError | null {
    const behaviour = behaviourOf(paymentMethodId);
    const declineKey =
      behaviour === "decline" || behaviour === "decline_charges"
        ? "decline"
        : behaviour === "authenticate" && !onSession
          ? "authenticate"
          : behaviour === "insufficient_funds" || behaviour === "expired"
            ? behaviour
            : null;
    const chargeId = newId("ch");
    intent.latest_charge = chargeId;
    if (!declineKey) {
      markSucceeded(intent, paymentMethodId);
      return null;
    }
    const decline = DECLINES[declineKey]!;
    const method = paymentMethods.get(paymentMethodId)!;
    // As at Stripe, a failed attempt (authentication_required off-session included) leaves the intent
    // waiting for a payment method, with the card on last_payment_error.
    intent.status = "requires_payment_method";
    intent.payment_method = null;
    intent.last_payment_error = { type: "card_error", ...decline, charge: chargeId, payment_method: clone(method) };
    emit("payment_intent.payment_failed", intent);
    const invoiceId = invoiceOfIntent.get(intent.id as string);
    if (invoiceId) emit("invoice.payment_failed", invoices.get(invoiceId)!);
    return new FakeError(402, {
      type: "card_error",
      ...decline,
      charge: chargeId,
      doc_url: `https://docs.stripe.com/error-codes/${decline.code.replace(/_/g, "-")}`,
      payment_intent: clone(intent),
      payment_method: clone(method),
    });
  }

  function markSucceeded(intent: Obj, paymentMethodId: string) {
    intent.status = "succeeded";
    intent.payment_method = paymentMethodId;
    intent.last_payment_error = null;
    intent.amount_received = intent.amount;
    emit("payment_intent.succeeded", intent);
    const invoiceId = invoiceOfIntent.get(intent.id as string);
    if (invoiceId) payInvoice(invoices.get(invoiceId)!, paymentMethodId);
  }

  function payInvoice(invoice: Obj, paymentMethodId: string | null) {
    invoice.status = "paid";
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.confirmation_secret = null;
    for (const payment of (obj(invoice.payments).data as Obj[] | undefined) ?? []) {
      payment.status = "paid";
      payment.amount_paid = payment.amount_requested;
      payment.status_transitions = { canceled_at: null, paid_at: now() };
    }
    emit("invoice.paid", invoice);
    emit("invoice.payment_succeeded", invoice);
    const subscriptionId = str(obj(obj(invoice.parent).subscription_details).subscription);
    const subscription = subscriptionId ? subscriptions.get(subscriptionId) : undefined;
    if (!subscription) return;
    const previous: Obj = { status: subscription.status };
    if (paymentMethodId && obj(subscription.payment_settings).save_default_payment_method === "on_subscription") {
      const method = paymentMethods.get(paymentMethodId);
      if (method && !method.customer) {
        method.customer = subscription.customer;
        emit("payment_method.attached", method);
      }
      previous.default_payment_method = subscription.default_payment_method;
      subscription.default_payment_method = paymentMethodId;
    }
    if (subscription.status === "incomplete" || subscription.status === "past_due") subscription.status = "active";
    emit("customer.subscription.updated", subscription, previous);
  }

  function createIntent(params: Obj, extra: Obj = {}): Obj {
    const id = newId("pi");
    const intent: Obj = {
      id,
      object: "payment_intent",
      amount: Number(params.amount),
      amount_received: 0,
      automatic_payment_methods: { allow_redirects: "always", enabled: true },
      canceled_at: null,
      cancellation_reason: null,
      capture_method: "automatic_async",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      confirmation_method: "automatic",
      created: now(),
      currency: params.currency,
      customer: str(params.customer) ?? null,
      description: str(params.description) || null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: mergeMetadata({}, params.metadata),
      next_action: null,
      payment_method: str(params.payment_method) || null,
      setup_future_usage: str(params.setup_future_usage) || null,
      status: params.payment_method ? "requires_confirmation" : "requires_payment_method",
      ...extra,
    };
    paymentIntents.set(id, intent);
    emit("payment_intent.created", intent);
    return intent;
  }

  // ---------------------------------------------------------------------------------------------------
  // Refunds

  function refundsOf(paymentIntentId: string): Obj[] {
    return [...refunds.values()].filter((r) => r.payment_intent === paymentIntentId).reverse();
  }

  /** Stripe's refund of a succeeded PaymentIntent's charge: never more than is left; emits charge.refunded. */
  function createRefund(params: Obj): Obj {
    const intentId = str(params.payment_intent) ?? "";
    const intent = get(paymentIntents, "payment_intent", intentId, "payment_intent");
    if (intent.status !== "succeeded") {
      throw invalid(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, {
        code: "charge_not_refundable",
      });
    }
    const paid = Number(intent.amount);
    const given = refundsOf(intentId).reduce((sum, r) => sum + Number(r.amount), 0);
    if (given >= paid) {
      throw invalid(`Charge ${String(intent.latest_charge)} has already been refunded.`, {
        code: "charge_already_refunded",
      });
    }
    const amount = params.amount === undefined ? paid - given : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1 || given + amount > paid) {
      throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${paid - given})`, {
        code: "amount_too_large",
        param: "amount",
      });
    }
    const refund: Obj = {
      id: newId("re"),
      object: "refund",
      amount,
      charge: intent.latest_charge,
      created: now(),
      currency: intent.currency,
      metadata: mergeMetadata({}, params.metadata),
      payment_intent: intentId,
      reason: str(params.reason) ?? null,
      status: "succeeded",
    };
    refunds.set(refund.id as string, refund);
    emit("refund.created", refund);
    const refunded = given + amount;
    emit("charge.refunded", {
      id: intent.latest_charge,
      object: "charge",
      amount: paid,
      amount_captured: paid,
      amount_refunded: refunded,
      currency: intent.currency,
      customer: intent.customer,
      paid: true,
      payment_intent: intentId,
      refunded: refunded >= paid,
      status: "succeeded",
    });
    return refund;
  }

  // ---------------------------------------------------------------------------------------------------
  // Subscriptions and invoices

  function periodEndFrom(startSeconds: number): number {
    const end = new Date(startSeconds * 1000);
    end.setUTCMonth(end.getUTCMonth() + 1);
    return Math.floor(end.getTime() / 1000);
  }

  function invoiceView(invoice: Obj, expand: string[]): Obj {
    const view = clone(invoice);
    if (!expand.includes("confirmation_secret")) delete view.confirmation_secret;
    if (!expand.includes("payments")) delete view.payments;
    return view;
  }

  function subscriptionView(subscription: Obj, expand: string[]): Obj {
    const view = clone(subscription);
    const nested = expand.filter((e) => e === "latest_invoice" || e.startsWith("latest_invoice."));
    if (nested.length > 0 && typeof view.latest_invoice === "string") {
      const invoice = invoices.get(view.latest_invoice);
      if (invoice)
        view.latest_invoice = invoiceView(
          invoice,
          nested.map((e) => e.slice("latest_invoice.".length)),
        );
    }
    return view;
  }

  function createSubscription(params: Obj): Obj {
    const customerId = str(params.customer) ?? "";
    get(customers, "customer", customerId, "customer");
    for (const removed of ["coupon", "promotion_code"]) {
      if (removed in params) throw invalid(`Received unknown parameter: ${removed}`, { param: removed });
    }
    if ("discounts" in params) throw invalid("fake-stripe: discounts are not modelled", { param: "discounts" });
    if (params.payment_behavior !== "default_incomplete") {
      throw invalid("fake-stripe models only payment_behavior=default_incomplete", { param: "payment_behavior" });
    }
    const items = Array.isArray(params.items) ? (params.items as Obj[]) : [];
    const priceData = obj(items[0]?.price_data);
    if (items.length !== 1 || !priceData.product) {
      throw invalid("fake-stripe models exactly one item with price_data", { param: "items" });
    }
    get(products, "product", String(priceData.product), "items[0][price_data][product]");
    const amount = Number(priceData.unit_amount);
    const interval = str(obj(priceData.recurring).interval);
    if (!Number.isInteger(amount) || amount < 0 || !priceData.currency || !interval) {
      throw invalid("price_data needs currency, unit_amount and recurring[interval]", {
        param: "items[0][price_data]",
      });
    }
    const start = now();
    const id = newId("sub");
    const invoiceId = newId("in");
    const subscription: Obj = {
      id,
      object: "subscription",
      billing_mode: { type: "flexible", flexible: { proration_discounts: "included" } },
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: "charge_automatically",
      created: start,
      currency: priceData.currency,
      customer: customerId,
      default_payment_method: null,
      ended_at: null,
      items: {
        object: "list",
        data: [
          {
            id: newId("si"),
            object: "subscription_item",
            created: start,
            current_period_start: start,
            current_period_end: periodEndFrom(start),
            metadata: {},
            quantity: 1,
            subscription: id,
            price: {
              id: newId("price"),
              object: "price",
              active: false,
              currency: priceData.currency,
              product: priceData.product,
              recurring: { interval, interval_count: 1, usage_type: "licensed" },
              type: "recurring",
              unit_amount: amount,
            },
          },
        ],
        has_more: false,
        total_count: 1,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: invoiceId,
      livemode: false,
      metadata: mergeMetadata({}, params.metadata),
      payment_settings: {
        payment_method_options: null,
        payment_method_types: null,
        save_default_payment_method: str(obj(params.payment_settings).save_default_payment_method) ?? "off",
      },
      pending_setup_intent: null,
      start_date: start,
      status: amount === 0 ? "active" : "incomplete",
    };
    const invoice: Obj = {
      id: invoiceId,
      object: "invoice",
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      billing_reason: "subscription_create",
      collection_method: "charge_automatically",
      confirmation_secret: null,
      created: start,
      currency: priceData.currency,
      customer: customerId,
      livemode: false,
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { metadata: clone(subscription.metadata), subscription: id },
      },
      payments: { object: "list", data: [], has_more: false, url: `/v1/invoice_payments?invoice=${invoiceId}` },
      status: "open",
      total: amount,
    };
    subscriptions.set(id, subscription);
    invoices.set(invoiceId, invoice);
    if (amount > 0) {
      const intent = createIntent(
        { amount, currency: priceData.currency, customer: customerId },
        {
          description: "Subscription creation",
        },
      );
      invoiceOfIntent.set(intent.id as string, invoiceId);
      invoice.confirmation_secret = { client_secret: intent.client_secret, type: "payment_intent" };
      (obj(invoice.payments).data as Obj[]).push({
        id: newId("inpay"),
        object: "invoice_payment",
        amount_paid: null,
        amount_requested: amount,
        created: start,
        currency: priceData.currency,
        invoice: invoiceId,
        is_default: true,
        livemode: false,
        payment: { type: "payment_intent", payment_intent: intent.id },
        status: "open",
        status_transitions: { canceled_at: null, paid_at: null },
      });
    }
    emit("customer.subscription.created", subscription);
    emit("invoice.finalized", invoice);
    if (amount === 0) payInvoice(invoice, null);
    return subscription;
  }

  function cancelSubscription(subscription: Obj) {
    if (subscription.status === "canceled") return;
    subscription.status = "canceled";
    subscription.cancel_at_period_end = false;
    subscription.canceled_at = now();
    subscription.ended_at = now();
    subscription.cancellation_details = { comment: null, feedback: null, reason: "cancellation_requested" };
    const invoice = invoices.get(subscription.latest_invoice as string);
    if (invoice?.status === "open") {
      invoice.status = "void";
      invoice.confirmation_secret = null;
      for (const [intentId, invoiceId] of invoiceOfIntent) {
        const intent = paymentIntents.get(intentId);
        if (invoiceId === invoice.id && intent && intent.status !== "succeeded") {
          intent.status = "canceled";
          intent.canceled_at = now();
          intent.cancellation_reason = "void_invoice";
        }
      }
    }
    emit("customer.subscription.deleted", subscription);
  }

  // ---------------------------------------------------------------------------------------------------
  // Routes: [method, path pattern, handler(id, params) -> [status, body]]

  type Handler = (id: string, params: Obj) => Obj;
  const expandOf = (params: Obj) => (Array.isArray(params.expand) ? (params.expand as string[]) : []);

  const routes: Array<[string, RegExp, Handler]> = [
    [
      "POST",
      /^\/v1\/customers$/,
      (_id, params) => {
        const customer: Obj = {
          id: newId("cus"),
          object: "customer",
          created: now(),
          email: str(params.email) ?? null,
          name: str(params.name) ?? null,
          livemode: false,
          metadata: mergeMetadata({}, params.metadata),
          invoice_settings: {
            custom_fields: null,
            default_payment_method: null,
            footer: null,
            rendering_options: null,
          },
        };
        customers.set(customer.id as string, customer);
        emit("customer.created", customer);
        return customer;
      },
    ],
    ["GET", /^\/v1\/customers\/([^/]+)$/, (id) => get(customers, "customer", id)],
    [
      // Deleting a customer cancels its subscriptions at once and detaches its cards (Stripe's documented effect).
      "DELETE",
      /^\/v1\/customers\/([^/]+)$/,
      (id) => {
        const customer = get(customers, "customer", id);
        for (const subscription of subscriptions.values()) {
          if (subscription.customer !== id || subscription.status === "canceled") continue;
          subscription.status = "canceled";
          subscription.canceled_at = now();
          emit("customer.subscription.deleted", subscription);
        }
        for (const method of paymentMethods.values()) if (method.customer === id) method.customer = null;
        customers.delete(id);
        emit("customer.deleted", customer);
        return { id, object: "customer", deleted: true };
      },
    ],
    [
      "POST",
      /^\/v1\/customers\/([^/]+)$/,
      (id, params) => {
        const customer = get(customers, "customer", id);
        if ("invoice_settings" in params) {
          const pmId = str(obj(params.invoice_settings).default_payment_method);
          if (pmId) {
            const method = paymentMethods.get(pmId);
            if (!method || method.customer !== id) {
              throw missing("PaymentMethod", pmId, "invoice_settings[default_payment_method]");
            }
          }
          customer.invoice_settings = { ...obj(customer.invoice_settings), default_payment_method: pmId || null };
        }
        for (const key of ["email", "name"]) if (key in params) customer[key] = str(params[key]) || null;
        if ("metadata" in params) customer.metadata = mergeMetadata(customer.metadata, params.metadata);
        emit("customer.updated", customer);
        return customer;
      },
    ],

    [
      "POST",
      /^\/v1\/products$/,
      (_id, params) => {
        if (!str(params.name)) throw invalid("Missing required param: name.", { param: "name" });
        const id = str(params.id) || newId("prod");
        if (products.has(id)) {
          throw invalid(`Product already exists.`, { code: "resource_already_exists", param: "id" });
        }
        const product: Obj = {
          id,
          object: "product",
          active: true,
          created: now(),
          livemode: false,
          name: params.name,
        };
        products.set(id, product);
        return product;
      },
    ],
    ["GET", /^\/v1\/products\/([^/]+)$/, (id) => get(products, "product", id)],

    [
      "POST",
      /^\/v1\/payment_intents$/,
      (_id, params) => {
        if ("payment_method_types" in params) {
          throw invalid("payment_method_types is not supported on this API version: use dynamic payment methods.", {
            param: "payment_method_types",
          });
        }
        const amount = Number(params.amount);
        if (!Number.isInteger(amount)) throw invalid("Missing required param: amount.", { param: "amount" });
        if (amount < MIN_AMOUNT) {
          throw invalid("Amount must be at least $0.50 usd", { code: "amount_too_small", param: "amount" });
        }
        if (!str(params.currency)) throw invalid("Missing required param: currency.", { param: "currency" });
        const customerId = str(params.customer);
        if (customerId) get(customers, "customer", customerId, "customer");
        const pmId = str(params.payment_method);
        if (pmId) {
          const method = get(paymentMethods, "PaymentMethod", pmId, "payment_method");
          if (customerId && method.customer !== customerId) {
            throw invalid(`The provided PaymentMethod ${pmId} does not belong to customer ${customerId}.`, {
              param: "payment_method",
            });
          }
        }
        const confirm = params.confirm === "true";
        if (params.off_session === "true" && !confirm) {
          throw invalid("off_session can only be used with confirm=true.", { param: "off_session" });
        }
        if (confirm && !pmId) {
          throw invalid("You cannot confirm this PaymentIntent because it's missing a payment method.", {
            code: "payment_intent_unexpected_state",
          });
        }
        const intent = createIntent(params);
        if (confirm && pmId) {
          const failure = attemptCharge(intent, pmId, params.off_session !== "true");
          if (failure) throw failure;
        }
        return intent;
      },
    ],
    ["GET", /^\/v1\/payment_intents\/([^/]+)$/, (id) => get(paymentIntents, "payment_intent", id)],
    [
      "POST",
      /^\/v1\/payment_intents\/([^/]+)$/,
      (id, params) => {
        const intent = get(paymentIntents, "payment_intent", id);
        if (intent.status === "succeeded" || intent.status === "canceled" || intent.status === "processing") {
          throw invalid(`This PaymentIntent's status is ${String(intent.status)}; it cannot be updated.`, {
            code: "payment_intent_unexpected_state",
          });
        }
        if ("amount" in params) intent.amount = Number(params.amount);
        if ("description" in params) intent.description = str(params.description) || null;
        if ("metadata" in params) intent.metadata = mergeMetadata(intent.metadata, params.metadata);
        if ("payment_method" in params) {
          const pmId = str(params.payment_method) || null;
          if (pmId) get(paymentMethods, "PaymentMethod", pmId, "payment_method");
          intent.payment_method = pmId;
          intent.status = pmId ? "requires_confirmation" : "requires_payment_method";
        }
        return intent;
      },
    ],
    [
      "POST",
      /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      (id, params) => {
        const intent = get(paymentIntents, "payment_intent", id);
        if (intent.status === "succeeded" || intent.status === "canceled") {
          throw invalid(`You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`, {
            code: "payment_intent_unexpected_state",
          });
        }
        intent.status = "canceled";
        intent.canceled_at = now();
        intent.cancellation_reason = str(params.cancellation_reason) ?? null;
        emit("payment_intent.canceled", intent);
        return intent;
      },
    ],

    [
      "POST",
      /^\/v1\/setup_intents$/,
      (_id, params) => {
        if ("payment_method_types" in params) {
          throw invalid("payment_method_types is not supported on this API version: use dynamic payment methods.", {
            param: "payment_method_types",
          });
        }
        const customerId = str(params.customer) ?? null;
        if (customerId) get(customers, "customer", customerId, "customer");
        const id = newId("seti");
        const setup: Obj = {
          id,
          object: "setup_intent",
          automatic_payment_methods: { allow_redirects: "always", enabled: true },
          client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
          created: now(),
          customer: customerId,
          last_setup_error: null,
          livemode: false,
          metadata: mergeMetadata({}, params.metadata),
          next_action: null,
          payment_method: null,
          status: "requires_payment_method",
          usage: str(params.usage) ?? "off_session",
        };
        setupIntents.set(id, setup);
        emit("setup_intent.created", setup);
        return setup;
      },
    ],
    ["GET", /^\/v1\/setup_intents\/([^/]+)$/, (id) => get(setupIntents, "setup_intent", id)],

    ["GET", /^\/v1\/payment_methods\/([^/]+)$/, (id) => get(paymentMethods, "PaymentMethod", id)],
    [
      "POST",
      /^\/v1\/payment_methods\/([^/]+)$/,
      (id, params) => {
        const method = get(paymentMethods, "PaymentMethod", id);
        if ("metadata" in params) method.metadata = mergeMetadata(method.metadata, params.metadata);
        if ("billing_details" in params) {
          method.billing_details = { ...obj(method.billing_details), ...obj(params.billing_details) };
        }
        emit("payment_method.updated", method);
        return method;
      },
    ],
    [
      "POST",
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      (id, params) => {
        const method = get(paymentMethods, "PaymentMethod", id);
        const customerId = str(params.customer) ?? "";
        get(customers, "customer", customerId, "customer");
        method.customer = customerId;
        emit("payment_method.attached", method);
        return method;
      },
    ],
    [
      "POST",
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      (id) => {
        const method = get(paymentMethods, "PaymentMethod", id);
        const customerId = str(method.customer);
        if (!customerId) {
          throw invalid("The payment method you provided is not attached to a customer so detachment is impossible.", {
            code: "payment_method_unexpected_state",
          });
        }
        const customer = customers.get(customerId);
        if (customer && obj(customer.invoice_settings).default_payment_method === id) {
          customer.invoice_settings = { ...obj(customer.invoice_settings), default_payment_method: null };
        }
        method.customer = null;
        emit("payment_method.detached", method);
        return method;
      },
    ],

    ["POST", /^\/v1\/subscriptions$/, (_id, params) => subscriptionView(createSubscription(params), expandOf(params))],
    [
      "GET",
      /^\/v1\/subscriptions\/([^/]+)$/,
      (id, params) => subscriptionView(get(subscriptions, "subscription", id), expandOf(params)),
    ],
    [
      "POST",
      /^\/v1\/subscriptions\/([^/]+)$/,
      (id, params) => {
        const subscription = get(subscriptions, "subscription", id);
        const changes = Object.keys(params).filter((key) => key !== "expand" && key !== "metadata");
        if (subscription.status === "canceled" && changes.length > 0) {
          throw invalid("A canceled subscription can only update its cancellation_details and metadata.");
        }
        const previous: Obj = {};
        if ("cancel_at_period_end" in params) {
          const cancel = params.cancel_at_period_end === "true";
          previous.cancel_at_period_end = subscription.cancel_at_period_end;
          previous.cancel_at = subscription.cancel_at;
          subscription.cancel_at_period_end = cancel;
          const item = (obj(subscription.items).data as Obj[])[0]!;
          subscription.cancel_at = cancel ? item.current_period_end : null;
        }
        if ("metadata" in params) {
          previous.metadata = subscription.metadata;
          subscription.metadata = mergeMetadata(subscription.metadata, params.metadata);
        }
        emit("customer.subscription.updated", subscription, previous);
        return subscriptionView(subscription, expandOf(params));
      },
    ],
    [
      "DELETE",
      /^\/v1\/subscriptions\/([^/]+)$/,
      (id, params) => {
        const subscription = get(subscriptions, "subscription", id);
        cancelSubscription(subscription);
        return subscriptionView(subscription, expandOf(params));
      },
    ],
    ["POST", /^\/v1\/refunds$/, (_id, params) => createRefund(params)],
    [
      "GET",
      /^\/v1\/refunds$/,
      (_id, params) => {
        const data = str(params.payment_intent) ? refundsOf(str(params.payment_intent)!) : [...refunds.values()];
        return { object: "list", data, has_more: false, url: "/v1/refunds" };
      },
    ],
    ["GET", /^\/v1\/invoices\/([^/]+)$/, (id, params) => invoiceView(get(invoices, "invoice", id), expandOf(params))],
  ];

  // ---------------------------------------------------------------------------------------------------
  // HTTP

  function answer(res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
    res.writeHead(status, {
      "Content-Type": "application/json",
      "Request-Id": newId("req"),
      "Stripe-Version": API_VERSION,
      ...headers,
    });
    res.end(body);
  }

  function handle(method: string, path: string, params: Obj): { status: number; body: string } {
    for (const [routeMethod, pattern, handler] of routes) {
      const match = routeMethod === method ? pattern.exec(path) : null;
      if (!match) continue;
      try {
        return { status: 200, body: JSON.stringify(handler(decodeURIComponent(match[1] ?? ""), params)) };
      } catch (error) {
        if (!(error instanceof FakeError)) throw error;
        return { status: error.status, body: JSON.stringify({ error: error.body }) };
      }
    }
    const message = `Unrecognized request URL (${method}: ${path}).`;
    return { status: 404, body: JSON.stringify({ error: { type: "invalid_request_error", message } }) };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const method = (req.method ?? "GET").toUpperCase();
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const params = { ...parseForm(url.search.slice(1)), ...parseForm(rawBody) };
      const idempotencyKey = header(req, "idempotency-key");
      requests.push({
        method,
        path: url.pathname,
        params,
        idempotencyKey,
        stripeVersion: header(req, "stripe-version"),
      });

      if (!/^Bearer sk_(test|live)_/.test(header(req, "authorization") ?? "")) {
        const error = { type: "invalid_request_error", message: "Invalid API Key provided." };
        return answer(res, 401, JSON.stringify({ error }));
      }
      if (failures.count > 0 && (!failures.path || failures.path === url.pathname)) {
        failures = { ...failures, count: failures.count - 1 };
        const error = { type: "api_error", message: "fake-stripe: injected failure." };
        return answer(res, failures.status, JSON.stringify({ error }));
      }
      const fingerprint = `${method} ${url.pathname} ${url.search} ${rawBody}`;
      if (idempotencyKey && (method === "POST" || method === "DELETE")) {
        const saved = idempotent.get(idempotencyKey);
        if (saved && saved.fingerprint !== fingerprint) {
          const message =
            "Keys for idempotent requests can only be used with the same parameters they were first used with. " +
            `Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
          return answer(res, 400, JSON.stringify({ error: { type: "idempotency_error", message } }));
        }
        if (saved) {
          return answer(res, saved.status, saved.body, {
            "Idempotent-Replayed": "true",
            "Idempotency-Key": idempotencyKey,
          });
        }
      }
      const result = handle(method, url.pathname, params);
      // Stripe keeps the first answer, card errors included, unless the request failed validation or Stripe itself.
      if (
        idempotencyKey &&
        (method === "POST" || method === "DELETE") &&
        (result.status === 200 || result.status === 402)
      ) {
        idempotent.set(idempotencyKey, { fingerprint, ...result });
      }
      answer(res, result.status, result.body, idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const snapshot = (map: Map<string, Obj>) => (id: string) => {
    const found = map.get(id);
    return found ? clone(found) : undefined;
  };

  function requireIntent(id: string): Obj {
    const intent = paymentIntents.get(id);
    if (!intent) throw new Error(`fake-stripe: no PaymentIntent ${id}`);
    if (intent.status === "succeeded" || intent.status === "canceled") {
      throw new Error(`fake-stripe: PaymentIntent ${id} is already ${String(intent.status)}`);
    }
    return intent;
  }

  return {
    secretKey: "sk_test_fake_stripe",
    stripeOptions: { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 },
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (method, path) =>
      requests.filter((r) => r.method === method && (typeof path === "string" ? r.path === path : path.test(r.path))),
    events,
    eventsOfType: (type) => events.filter((e) => e.type === type),
    signedWebhook(event, secret) {
      const payload = JSON.stringify(event, null, 2);
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },

    customer: snapshot(customers),
    paymentIntent: snapshot(paymentIntents),
    setupIntent: snapshot(setupIntents),
    paymentMethod: snapshot(paymentMethods),
    subscription: snapshot(subscriptions),
    invoice: snapshot(invoices),

    attachTestCard(customerId, cardNumber) {
      if (!customers.has(customerId)) throw new Error(`fake-stripe: no customer ${customerId}`);
      return createCard(cardNumber, customerId).id as string;
    },

    confirmPaymentIntent(id, cardNumber) {
      const intent = requireIntent(id);
      // Elements creates a fresh PaymentMethod; it stays on the customer only when the payment saves it.
      const method = createCard(cardNumber, intent.setup_future_usage ? (str(intent.customer) ?? null) : null);
      attemptCharge(intent, method.id as string, true);
      return clone(intent);
    },

    succeedPaymentIntent(id) {
      const intent = requireIntent(id);
      const pmId =
        str(intent.payment_method) ??
        str(obj(obj(intent.last_payment_error).payment_method).id) ??
        (createCard("4242424242424242", null).id as string);
      markSucceeded(intent, pmId);
      return clone(intent);
    },

    succeedSetupIntent(id, cardNumber = "4242424242424242") {
      const setup = setupIntents.get(id);
      if (!setup) throw new Error(`fake-stripe: no SetupIntent ${id}`);
      const method = createCard(cardNumber, str(setup.customer) ?? null);
      setup.payment_method = method.id;
      setup.status = "succeeded";
      emit("setup_intent.succeeded", setup);
      return method.id as string;
    },

    setSubscription(id, patch) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`fake-stripe: no subscription ${id}`);
      const previous: Obj = {};
      const item = (obj(subscription.items).data as Obj[])[0]!;
      if (patch.current_period_end !== undefined) {
        const end = patch.current_period_end;
        previous.items = clone(subscription.items);
        item.current_period_end = typeof end === "number" ? end : Math.floor(end.getTime() / 1000);
      }
      if (patch.cancel_at_period_end !== undefined) {
        previous.cancel_at_period_end = subscription.cancel_at_period_end;
        subscription.cancel_at_period_end = patch.cancel_at_period_end;
        subscription.cancel_at = patch.cancel_at_period_end ? item.current_period_end : null;
      }
      if (patch.metadata) {
        previous.metadata = subscription.metadata;
        subscription.metadata = { ...patch.metadata };
      }
      if (patch.status === "canceled") {
        cancelSubscription(subscription);
      } else {
        if (patch.status !== undefined) {
          previous.status = subscription.status;
          subscription.status = patch.status;
        }
        emit("customer.subscription.updated", subscription, previous);
      }
      return clone(subscription);
    },

    refundInDashboard(paymentIntentId, amount) {
      return clone(createRefund({ payment_intent: paymentIntentId, ...(amount === undefined ? {} : { amount }) }));
    },
    refund: snapshot(refunds),

    failNextRequests(count = 1, status = 500, path) {
      failures = { count, status, path };
    },

    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function header(req: http.IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/**
 * Parses the SDK's form encoding (`a[b][0][c]=x`) into nested objects, with arrays where the keys are indices.
 * Values stay strings, as Stripe receives them ("true", "500", "" for null).
 */
export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = (key.match(/^[^[\]]+|\[[^\]]*\]/g) ?? [key]).map((s) => s.replace(/^\[|\]$/g, ""));
    let node: Record<string, unknown> | unknown[] = root;
    segments.forEach((segment, index) => {
      const isLast = index === segments.length - 1;
      const container = node as Record<string, unknown>;
      const slot = segment === "" && Array.isArray(node) ? String(node.length) : segment;
      if (isLast) {
        container[slot] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(segments[index + 1]!);
      container[slot] ??= nextIsIndex ? [] : {};
      node = container[slot] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}
