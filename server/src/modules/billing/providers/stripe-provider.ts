import Stripe from "stripe";
import {
  PaymentProviderError,
  type CardDetails,
  type IntentStatus,
  type OffSessionResult,
  type PaymentProvider,
  type ProviderPaymentIntent,
  type ProviderPaymentMethod,
  type ProviderRefund,
  type ProviderSetupIntent,
  type ProviderSubscription,
} from "./provider";
import { stripeRoutes } from "./webhook.router";

/**
 * Dynamic payment methods are the default since endive; a server-side confirm (off-session charges) needs a return_url
 * unless redirects are off, and our SPA completes payments in place without a redirect return (Stripe API
 * 2026-10-28.endive). So every intent we create allows only methods that never redirect.
 */
const NO_REDIRECTS = { enabled: true, allow_redirects: "never" } as const;

// Stripe behind the PaymentProvider contract. The API version is pinned to the SDK's own so the object shapes below
// match its types; the webhook endpoint must be pinned to the same one.

export type StripeProvider = PaymentProvider & {
  /** False when no webhook secret is configured: the webhook route then answers 404. */
  webhooksEnabled: boolean;
  /** Verifies a webhook delivery; throws Stripe's StripeSignatureVerificationError on a bad or missing signature. */
  constructEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
};

/**
 * The SDK's pinned version, written out so that upgrading the SDK is a decision (tsc fails here until this line
 * follows): the webhook endpoint in the Stripe dashboard must be pinned to the same version.
 */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = "2026-10-28.endive";

/** The one product every Pro subscription's inline price belongs to; a fixed id makes it findable forever. */
const PRO_PRODUCT = { id: "viralscore_pro", name: "ViralScore Pro", idempotencyKey: "product:viralscore-pro:v1" };

/** What the subscription calls expand: the first invoice's client secret and the PaymentIntent behind it. */
const SUBSCRIPTION_EXPAND = ["latest_invoice.confirmation_secret", "latest_invoice.payments"];

export function createStripeProvider(options: {
  secretKey: string;
  /** The publishable key the browser's Stripe.js is given (public config). */
  publicKey?: string;
  webhookSecret: string | null;
  stripeOptions?: Partial<Stripe.StripeConfig>;
}): StripeProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...options.stripeOptions,
    apiVersion: STRIPE_API_VERSION,
    appInfo: { name: "ViralScore" },
  });
  const { webhookSecret } = options;

  let proProductId: Promise<string> | null = null;
  /** Looks the product up once per process, creating it the first time (a lost race finds it created). */
  function ensureProProduct(): Promise<string> {
    proProductId ??= (async () => {
      const existing = await findOrNull(() => stripe.products.retrieve(PRO_PRODUCT.id));
      if (existing) return existing.id;
      try {
        const created = await stripe.products.create(
          { id: PRO_PRODUCT.id, name: PRO_PRODUCT.name },
          { idempotencyKey: PRO_PRODUCT.idempotencyKey },
        );
        return created.id;
      } catch (error) {
        if (isStripeError(error) && error.code === "resource_already_exists") return PRO_PRODUCT.id;
        throw error;
      }
    })().catch((error: unknown) => {
      proProductId = null;
      throw error;
    });
    return proProductId;
  }

  const webhooks: Pick<StripeProvider, "webhooksEnabled" | "constructEvent"> = {
    webhooksEnabled: webhookSecret !== null,
    constructEvent(rawBody, signature) {
      if (!webhookSecret) throw new Error("Stripe webhooks are not configured (no webhook secret).");
      return stripe.webhooks.constructEvent(rawBody, signature ?? "", webhookSecret);
    },
  };

  return {
    mode: "stripe",
    publicKey: options.publicKey ?? null,
    ...webhooks,
    routes: (deps) => stripeRoutes(webhooks, deps.billing),

    createCustomer: ({ email, name, userId, idempotencyKey }) =>
      call("create a customer", async () => {
        const customer = await stripe.customers.create(
          { email, name, metadata: { userId: String(userId) } },
          { idempotencyKey },
        );
        return customer.id;
      }),

    deleteCustomer: (customerId) =>
      call("delete the customer", async () => {
        try {
          await stripe.customers.del(customerId);
        } catch (error) {
          // Deleted before (a retried account deletion): done, not a failure.
          if (isStripeError(error) && error.code === "resource_missing") return;
          throw error;
        }
      }),

    createPaymentIntent: ({ customerId, amount, currency, metadata, description, idempotencyKey }) =>
      call("create a payment", async () =>
        toPaymentIntent(
          await stripe.paymentIntents.create(
            { amount, currency, customer: customerId, metadata, description, automatic_payment_methods: NO_REDIRECTS },
            { idempotencyKey },
          ),
        ),
      ),

    retrievePaymentIntent: (id) =>
      call("read a payment", async () => {
        const intent = await findOrNull(() => stripe.paymentIntents.retrieve(id));
        return intent ? toPaymentIntent(intent) : null;
      }),

    cancelPaymentIntent: (id) =>
      call("cancel a payment", async () => {
        try {
          return toPaymentIntent(await stripe.paymentIntents.cancel(id));
        } catch (error) {
          // Already succeeded or canceled (Stripe refuses to cancel those): answer where it stands. One that is
          // still payable and could not be canceled is a failure the caller must not take for a cancellation.
          if (!isStripeError(error) || error.type !== "StripeInvalidRequestError") throw error;
          const intent = await findOrNull(() => stripe.paymentIntents.retrieve(id));
          if (!intent || ["succeeded", "canceled"].includes(intent.status))
            return intent ? toPaymentIntent(intent) : null;
          throw error;
        }
      }),

    async chargeOffSession({ customerId, paymentMethodId, amount, currency, metadata, description, idempotencyKey }) {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount,
            currency,
            customer: customerId,
            payment_method: paymentMethodId,
            off_session: true,
            confirm: true,
            automatic_payment_methods: NO_REDIRECTS,
            metadata,
            description,
          },
          { idempotencyKey },
        );
      } catch (error) {
        const result = offSessionFailure(error);
        if (result) return result;
        throw providerError("charge the saved card", error);
      }
      return offSessionResult(intent);
    },

    createSetupIntent: ({ customerId, idempotencyKey }) =>
      call("start saving a card", async () =>
        toSetupIntent(
          await stripe.setupIntents.create(
            { customer: customerId, usage: "off_session", automatic_payment_methods: NO_REDIRECTS },
            { idempotencyKey },
          ),
        ),
      ),

    retrieveSetupIntent: (id) =>
      call("read a card setup", async () => {
        const setup = await findOrNull(() => stripe.setupIntents.retrieve(id));
        return setup ? toSetupIntent(setup) : null;
      }),

    retrievePaymentMethod: (id) =>
      call("read a saved card", async () => {
        const method = await findOrNull(() => stripe.paymentMethods.retrieve(id));
        return method ? toPaymentMethod(method) : null;
      }),

    detachPaymentMethod: (id) =>
      call("remove a saved card", async () => {
        try {
          await stripe.paymentMethods.detach(id);
        } catch (error) {
          // Detaching twice (a retried request) is done, not a failure.
          if (isStripeError(error) && error.type === "StripeInvalidRequestError") {
            const method = await findOrNull(() => stripe.paymentMethods.retrieve(id));
            if (!method || method.customer === null) return;
          }
          throw error;
        }
      }),

    setDefaultPaymentMethod: (customerId, paymentMethodId) =>
      call("set the default card", async () => {
        await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } });
      }),

    createSubscription: ({ customerId, amount, currency, metadata, idempotencyKey }) =>
      call("start the subscription", async () => {
        const product = await ensureProProduct();
        const subscription = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price_data: { currency, product, unit_amount: amount, recurring: { interval: "month" } } }],
            // The first invoice waits for the browser to confirm its PaymentIntent: since API version basil
            // (2025-03-31) an invoice has no payment_intent of its own, so the client gets its confirmation_secret.
            payment_behavior: "default_incomplete",
            // The card that pays the first invoice pays the renewals. Cards only: /subscribe completes in place
            // and has no redirect return (the endive ban on payment_method_types covers intents, not this).
            payment_settings: { save_default_payment_method: "on_subscription", payment_method_types: ["card"] },
            metadata,
            expand: SUBSCRIPTION_EXPAND,
          },
          { idempotencyKey },
        );
        return toSubscription(subscription);
      }),

    retrieveSubscription: (id) =>
      call("read the subscription", async () => {
        const subscription = await findOrNull(() => stripe.subscriptions.retrieve(id, { expand: SUBSCRIPTION_EXPAND }));
        return subscription ? toSubscription(subscription) : null;
      }),

    cancelSubscription: (id) =>
      call("cancel the subscription", async () => {
        const subscription = await stripe.subscriptions.cancel(id, { expand: SUBSCRIPTION_EXPAND });
        // An unpaid first invoice left open could still be paid from an old tab: void it so it cannot be.
        const invoice = typeof subscription.latest_invoice === "object" ? subscription.latest_invoice : null;
        if (invoice?.id && invoice.status === "open") await stripe.invoices.voidInvoice(invoice.id);
        return toSubscription(subscription);
      }),

    setCancelAtPeriodEnd: (id, cancelAtPeriodEnd) =>
      call("change the subscription", async () =>
        toSubscription(
          await stripe.subscriptions.update(id, {
            cancel_at_period_end: cancelAtPeriodEnd,
            expand: SUBSCRIPTION_EXPAND,
          }),
        ),
      ),

    refundPayment: ({ paymentIntentId, amount, metadata, idempotencyKey }) =>
      call("refund the payment", async () => {
        try {
          const refund = await stripe.refunds.create(
            { payment_intent: paymentIntentId, amount, reason: "requested_by_customer", metadata },
            { idempotencyKey },
          );
          return toRefund(refund, paymentIntentId);
        } catch (error) {
          // Refunded meanwhile (Stripe's dashboard, or a webhook not yet delivered): report that refund.
          if (!isStripeError(error) || error.code !== "charge_already_refunded") throw error;
          const refunds = await listRefunds(paymentIntentId);
          const given = refunds.filter((r) => r.status === "succeeded" || r.status === "pending");
          if (given.length === 0) throw error;
          return { ...given[0]!, amount: given.reduce((sum, r) => sum + r.amount, 0) };
        }
      }),

    listRefunds: (paymentIntentId) => call("read the refunds", () => listRefunds(paymentIntentId)),
  };

  async function listRefunds(paymentIntentId: string): Promise<ProviderRefund[]> {
    const page = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
    return page.data.map((refund) => toRefund(refund, paymentIntentId));
  }
}

function toRefund(refund: Stripe.Refund, paymentIntentId: string): ProviderRefund {
  const status = refund.status ?? "pending";
  const known = ["succeeded", "pending", "requires_action", "failed", "canceled"] as const;
  return {
    id: refund.id,
    paymentIntentId: idOf(refund.payment_intent) ?? paymentIntentId,
    amount: refund.amount,
    status: (known as readonly string[]).includes(status) ? (status as ProviderRefund["status"]) : "pending",
  };
}

// ---------------------------------------------------------------------------------------------------------
// Errors

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Runs a Stripe call; anything Stripe or the network throws becomes a PaymentProviderError (502, nothing written). */
async function call<T>(action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw providerError(action, error);
  }
}

function providerError(action: string, error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(`Stripe could not ${action}: ${detail}`, { cause: error });
}

/** A retrieve of an id Stripe does not know answers null instead of throwing. */
async function findOrNull<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (isStripeError(error) && error.code === "resource_missing") return null;
    throw error;
  }
}

/** An off-session charge the card (not Stripe) refused: the bank wants the customer, or it declined. */
function offSessionFailure(error: unknown): OffSessionResult | null {
  if (!isStripeError(error)) return null;
  const intent = error.payment_intent ?? null;
  if (error.type === "StripeCardError") {
    if (error.code === "authentication_required" && intent) {
      // Stripe leaves the intent at requires_payment_method with this error; the customer confirms it on-session.
      return { outcome: "requires_action", paymentIntent: toPaymentIntent(intent) };
    }
    return {
      outcome: "declined",
      paymentIntentId: intent?.id ?? null,
      code: error.code ?? "card_declined",
      // The SDK fills a missing decline_code with "".
      declineCode: error.decline_code || null,
      message: error.message,
    };
  }
  // The saved card itself is unusable (deleted, detached, another customer's): as good as a decline.
  if (error.type === "StripeInvalidRequestError" && error.param === "payment_method") {
    return {
      outcome: "declined",
      paymentIntentId: intent?.id ?? null,
      code: error.code ?? "payment_method_unavailable",
      declineCode: null,
      message: error.message,
    };
  }
  return null;
}

function offSessionResult(intent: Stripe.PaymentIntent): OffSessionResult {
  const paymentIntent = toPaymentIntent(intent);
  // A card charge is final at once; "processing" (rare for cards) settles by webhook like a success would.
  if (intent.status === "succeeded" || intent.status === "processing") return { outcome: "succeeded", paymentIntent };
  if (intent.status === "requires_action" || intent.status === "requires_confirmation") {
    return { outcome: "requires_action", paymentIntent };
  }
  const last = paymentIntent.lastError;
  return {
    outcome: "declined",
    paymentIntentId: intent.id,
    code: last?.code ?? "card_declined",
    declineCode: last?.declineCode ?? null,
    message: last?.message ?? "Your card was declined.",
  };
}

// ---------------------------------------------------------------------------------------------------------
// Stripe objects -> provider types

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

function toStatus(status: string): IntentStatus {
  switch (status) {
    case "succeeded":
    case "processing":
    case "requires_action":
    case "canceled":
      return status;
    case "requires_capture":
      // Authorised and waiting for capture: money is on its way, as with processing (we never capture manually).
      return "processing";
    default:
      // requires_payment_method, requires_confirmation: the customer still has to pay.
      return "requires_payment_method";
  }
}

function toPaymentIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status: toStatus(intent.status),
    amount: intent.amount,
    currency: intent.currency,
    customerId: idOf(intent.customer),
    clientSecret: intent.client_secret,
    paymentMethodId: idOf(intent.payment_method),
    metadata: { ...intent.metadata },
    lastError: error
      ? {
          code: error.code ?? error.type,
          declineCode: error.decline_code ?? null,
          message: error.message ?? "The payment failed.",
          attemptId: error.charge ?? error.payment_method?.id ?? null,
        }
      : null,
  };
}

function toSetupIntent(setup: Stripe.SetupIntent): ProviderSetupIntent {
  return {
    id: setup.id,
    status: toStatus(setup.status),
    customerId: idOf(setup.customer),
    clientSecret: setup.client_secret,
    paymentMethodId: idOf(setup.payment_method),
  };
}

function toPaymentMethod(method: Stripe.PaymentMethod): ProviderPaymentMethod {
  const card = method.card;
  // Dynamic payment methods may save something other than a card (e.g. Link): describe it by its type.
  const details: CardDetails = card
    ? {
        brand: card.brand,
        last4: card.last4,
        expMonth: card.exp_month,
        expYear: card.exp_year,
        fingerprint: card.fingerprint ?? null,
      }
    : { brand: method.type, last4: "", expMonth: 0, expYear: 0, fingerprint: null };
  return { id: method.id, customerId: idOf(method.customer), card: details };
}

function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const invoice = typeof subscription.latest_invoice === "object" ? subscription.latest_invoice : null;
  const clientSecret = invoice?.confirmation_secret?.client_secret ?? null;
  const periodEnd = subscription.items.data[0]?.current_period_end;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? "",
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    // Only an unpaid first invoice needs the browser; afterwards the secret is of no use to it.
    clientSecret: subscription.status === "incomplete" && invoice?.status === "open" ? clientSecret : null,
    latestPaymentIntentId: invoice ? invoicePaymentIntentId(invoice, clientSecret) : null,
    latestInvoiceId: idOf(subscription.latest_invoice),
    metadata: { ...subscription.metadata },
  };
}

/** Since basil the invoice names its PaymentIntent only through its payments (or the confirmation secret). */
function invoicePaymentIntentId(invoice: Stripe.Invoice, clientSecret: string | null): string | null {
  const payments = invoice.payments?.data ?? [];
  const payment = payments.find((p) => p.is_default) ?? payments[0];
  const fromPayments = idOf(payment?.payment.payment_intent);
  if (fromPayments) return fromPayments;
  const match = clientSecret ? /^(pi_[A-Za-z0-9]+)_secret_/.exec(clientSecret) : null;
  return match ? match[1]! : null;
}
