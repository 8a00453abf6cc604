import type { RequestHandler, Router } from "express";
import type { PaymentsMode } from "@shared/schemas/settings";
// The payment provider contract: Stripe when keys are set, the embedded test provider otherwise (registry.ts makes the
// one PAYMENTS_MODE names). Like the scoring engine, its money calls know nothing of our database rows: billing calls
// them with ids and cents and stores what they answer. Every call that moves money takes an idempotency key that is
// deterministic per business action, so a retried request charges once. The only Express in the contract is the
// routes a provider brings (its webhook, its card form's confirm), which app.ts mounts without knowing which they are.

export type ProviderMode = PaymentsMode;

export type IntentStatus = "succeeded" | "processing" | "requires_action" | "requires_payment_method" | "canceled";

export type CardDetails = {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Same card, same fingerprint: used to refuse saving a card twice. */
  fingerprint: string | null;
};

export type ProviderPaymentMethod = { id: string; customerId: string | null; card: CardDetails };

export type ProviderPaymentIntent = {
  id: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  customerId: string | null;
  clientSecret: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
  /**
   * The last failure, e.g. { code: "card_declined", declineCode: "insufficient_funds", message }. attemptId
   * names that one charge attempt (Stripe's charge id), so each declined attempt is recorded once.
   */
  lastError: { code: string; declineCode: string | null; message: string; attemptId: string | null } | null;
};

export type ProviderSetupIntent = {
  id: string;
  status: IntentStatus;
  customerId: string | null;
  clientSecret: string | null;
  paymentMethodId: string | null;
};

export type ProviderSubscription = {
  id: string;
  customerId: string;
  /** Stripe's statuses: active, incomplete, incomplete_expired, past_due, canceled, unpaid, trialing. */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  /** The first invoice's PaymentIntent client secret while the subscription is incomplete. */
  clientSecret: string | null;
  /** The PaymentIntent behind the latest invoice, when there is one. */
  latestPaymentIntentId: string | null;
  latestInvoiceId: string | null;
  metadata: Record<string, string>;
};

/** An off-session charge either succeeds, needs the customer to authenticate, or is declined. */
export type OffSessionResult =
  | { outcome: "succeeded"; paymentIntent: ProviderPaymentIntent }
  | { outcome: "requires_action"; paymentIntent: ProviderPaymentIntent }
  | { outcome: "declined"; paymentIntentId: string | null; code: string; declineCode: string | null; message: string };

/** Money given back on a PaymentIntent. pending: on its way back to the card (it rarely stays so for cards). */
export type ProviderRefund = {
  id: string;
  paymentIntentId: string;
  amount: number;
  status: "succeeded" | "pending" | "requires_action" | "failed" | "canceled";
};

/** A failure of the provider itself (network, configuration): billing answers 502 and writes nothing. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
  }
}

/** What billing does for a provider's routes: the webhook's claimed event ids and the re-reads from the provider. */
export type ProviderBilling = {
  /** true if this event id was claimed now (first delivery); false if already processed. */
  claimWebhookEvent(id: string, type: string): Promise<boolean>;
  releaseWebhookEvent(id: string): Promise<void>;
  /** Marks the event done; a claim never completed (the process died) is taken again after a while. */
  completeWebhookEvent(id: string): Promise<void>;
  /** Re-fetches the PaymentIntent from the provider and updates payments/credits. */
  syncPaymentIntent(paymentIntentId: string): Promise<void>;
  syncSetupIntent(setupIntentId: string): Promise<void>;
  /** Re-fetches the subscription and updates the user's subscription columns. */
  syncSubscription(subscriptionId: string): Promise<void>;
  /** Re-reads a PaymentIntent's refunds from the provider (a refund made in the provider's dashboard). */
  syncRefunds(paymentIntentId: string): Promise<void>;
};

export type ProviderRouteDeps = {
  billing: ProviderBilling;
  /** The rate limit of the routes a browser calls (the test card form's confirm). */
  browserLimit: RequestHandler;
};

/** A provider's HTTP routes, mounted under /api. */
export type ProviderRoutes = {
  /**
   * Routes that read the raw body (a webhook signed over the exact bytes): mounted before the JSON parser, and their
   * paths, listed in rawPaths, are exempt from the same-site check and the JSON content-type check.
   */
  raw: Router | null;
  rawPaths: string[];
  /** Routes that take JSON and the session like the rest of the API. */
  json: Router | null;
};

export type PaymentProvider = {
  mode: ProviderMode;
  /** The key the browser's card form is given (Stripe's publishable key); null when the form needs none. */
  publicKey: string | null;
  /** Its own routes; registry.ts gives the modes not in use the same paths, answering 404. */
  routes(deps: ProviderRouteDeps): ProviderRoutes;

  createCustomer(input: { email: string; name: string; userId: number; idempotencyKey: string }): Promise<string>;
  /**
   * Deletes a customer for good (account deletion): Stripe cancels its subscriptions at once and removes its saved
   * cards with it. A customer that is already gone counts as deleted, so a retry works.
   */
  deleteCustomer(customerId: string): Promise<void>;

  createPaymentIntent(input: {
    customerId: string;
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    description: string;
    idempotencyKey: string;
  }): Promise<ProviderPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | null>;
  /**
   * Makes a PaymentIntent unpayable (its checkout was replaced or abandoned). Answers the intent as it stands
   * afterwards: "canceled", or "succeeded" when the customer paid it first (then it is granted, not refused).
   * null when the provider does not know the id.
   */
  cancelPaymentIntent(id: string): Promise<ProviderPaymentIntent | null>;
  /** Charges a saved card without the customer present (auto-charge). */
  chargeOffSession(input: {
    customerId: string;
    paymentMethodId: string;
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    description: string;
    idempotencyKey: string;
  }): Promise<OffSessionResult>;

  createSetupIntent(input: { customerId: string; idempotencyKey: string }): Promise<ProviderSetupIntent>;
  retrieveSetupIntent(id: string): Promise<ProviderSetupIntent | null>;
  retrievePaymentMethod(id: string): Promise<ProviderPaymentMethod | null>;
  detachPaymentMethod(id: string): Promise<void>;
  /** Makes a saved card the one invoices and off-session charges use. */
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;

  createSubscription(input: {
    customerId: string;
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProviderSubscription>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /** Ends the subscription now (cancel is immediate); its unpaid first invoice can no longer be paid. */
  cancelSubscription(id: string): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<ProviderSubscription>;

  /**
   * Gives `amount` cents of a succeeded PaymentIntent back to the card. When the payment was already refunded in
   * full (for example from Stripe's dashboard), it answers with that refund, its amount the total given back,
   * rather than failing: the money is back either way.
   */
  refundPayment(input: {
    paymentIntentId: string;
    amount: number;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProviderRefund>;
  /** Every refund of a PaymentIntent, newest first. */
  listRefunds(paymentIntentId: string): Promise<ProviderRefund[]>;
};
