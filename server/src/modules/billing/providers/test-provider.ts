import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { testProviderObjects } from "../../../db/schema";
import { uniqueViolation } from "../../../errors";
import type { Clock } from "../../../lib/clock";
import type {
  IntentStatus,
  OffSessionResult,
  PaymentProvider,
  ProviderPaymentIntent,
  ProviderPaymentMethod,
  ProviderSetupIntent,
  ProviderSubscription,
} from "./provider";
import { type CardBehaviour, type CardInput, cardOf, type ConfirmResult, DECLINES } from "./test-cards";
import { type TestCardForm, testPaymentRoutes } from "./test-payments.router";
import { createTestRefunds } from "./test-refunds";

// The embedded test mode: a small Stripe of our own that runs every flow with no network. Objects live in the database
// (test_provider_objects) so several app processes share them
// (docs/decisions/003-test-mode-provider-in-the-database.md). The browser confirms intents through POST
// /api/test-payments/* with Stripe's public test card numbers, which behave as they do at Stripe; any other number is
// refused, so no real card is ever typed here.

type StoredIntent = ProviderPaymentIntent & { kind: "payment_intent"; behaviour?: CardBehaviour };
type StoredSetup = ProviderSetupIntent & { kind: "setup_intent" };
type StoredMethod = ProviderPaymentMethod & { kind: "payment_method"; behaviour: CardBehaviour; detached: boolean };
type StoredSubscription = Omit<ProviderSubscription, "currentPeriodEnd"> & {
  kind: "subscription";
  currentPeriodEnd: string | null;
  amount: number;
};
type Stored = StoredIntent | StoredSetup | StoredMethod | StoredSubscription | { kind: "customer"; id: string };

const CANCELED = {
  declineCode: "canceled",
  message: "This payment was canceled because a newer checkout replaced it. Please start again.",
};

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
/** A declined attempt, named like Stripe's charge so each one is recorded once. */
const attempt = (decline: { code: string; declineCode: string; message: string }) => ({
  ...decline,
  attemptId: newId("ch"),
});
const secretFor = (id: string) => `${id}_secret_${randomBytes(12).toString("hex")}`;

export type TestProvider = PaymentProvider & TestCardForm;

export function createTestProvider(deps: { db: Db; clock: Clock }): TestProvider {
  const { db, clock } = deps;

  async function load<T extends Stored>(id: string, kind: T["kind"]): Promise<T | null> {
    const [row] = await db.select().from(testProviderObjects).where(eq(testProviderObjects.id, id)).limit(1);
    return row && row.kind === kind ? (row.data as unknown as T) : null;
  }
  async function save<T extends Stored & { id: string }>(object: T): Promise<T> {
    await db
      .update(testProviderObjects)
      .set({ data: object as unknown as Record<string, unknown> })
      .where(eq(testProviderObjects.id, object.id));
    return object;
  }
  /**
   * Moves a PaymentIntent on only from the status it was read in, so a payment and a cancellation racing
   * each other cannot both win (as at Stripe). null when another request changed it first.
   */
  async function moveIntent(from: StoredIntent, next: StoredIntent): Promise<StoredIntent | null> {
    const moved = await db
      .update(testProviderObjects)
      .set({ data: next as unknown as Record<string, unknown> })
      .where(and(eq(testProviderObjects.id, from.id), sql`${testProviderObjects.data}->>'status' = ${from.status}`))
      .returning({ id: testProviderObjects.id });
    return moved.length > 0 ? next : null;
  }
  /** Inserts once per idempotency key; a repeated key returns the first object, as Stripe replays. */
  async function create<T extends Stored & { id: string }>(object: T, idempotencyKey?: string): Promise<T> {
    if (idempotencyKey) {
      const [existing] = await db
        .select()
        .from(testProviderObjects)
        .where(eq(testProviderObjects.idempotencyKey, idempotencyKey))
        .limit(1);
      if (existing) return existing.data as unknown as T;
    }
    try {
      await db.insert(testProviderObjects).values({
        id: object.id,
        kind: object.kind,
        data: object as unknown as Record<string, unknown>,
        idempotencyKey: idempotencyKey ?? null,
      });
      return object;
    } catch (error) {
      if (!idempotencyKey || !uniqueViolation(error)) throw error;
      const [winner] = await db
        .select()
        .from(testProviderObjects)
        .where(eq(testProviderObjects.idempotencyKey, idempotencyKey))
        .limit(1);
      return winner!.data as unknown as T;
    }
  }

  const publicIntent = ({ kind: _kind, behaviour: _behaviour, ...intent }: StoredIntent): ProviderPaymentIntent =>
    intent;
  const publicSetup = ({ kind: _kind, ...setup }: StoredSetup): ProviderSetupIntent => setup;
  const publicMethod = ({ id, customerId, card }: StoredMethod): ProviderPaymentMethod => ({ id, customerId, card });
  const publicSubscription = ({ kind: _kind, amount: _amount, ...sub }: StoredSubscription): ProviderSubscription => ({
    ...sub,
    currentPeriodEnd: sub.currentPeriodEnd ? new Date(sub.currentPeriodEnd) : null,
  });

  function oneMonthFromNow(): string {
    const end = clock.now();
    end.setUTCMonth(end.getUTCMonth() + 1);
    return end.toISOString();
  }

  /** A PaymentIntent succeeded: the subscription whose first invoice it pays becomes active. */
  async function afterIntentSucceeded(intent: StoredIntent) {
    const subscriptionId = intent.metadata.subscriptionId;
    if (!subscriptionId) return;
    const sub = await load<StoredSubscription>(subscriptionId, "subscription");
    if (sub && sub.status === "incomplete") {
      await save({ ...sub, status: "active", clientSecret: null, currentPeriodEnd: oneMonthFromNow() });
    }
  }

  const failed = (intentId: string, decline: { declineCode: string; message: string }): ConfirmResult => ({
    status: "failed",
    intentId,
    message: decline.message,
    declineCode: decline.declineCode,
  });

  /** Where an intent another request has just changed stands, as the card form's answer. */
  async function standing(id: string): Promise<ConfirmResult> {
    const current = await load<StoredIntent>(id, "payment_intent");
    if (current?.status === "succeeded") return { status: "succeeded", intentId: id, message: null, declineCode: null };
    if (current?.status === "canceled") return failed(id, CANCELED);
    return failed(id, {
      declineCode: "processing_error",
      message: "This payment changed meanwhile. Please try again.",
    });
  }

  async function confirmPayment(intent: StoredIntent, card: CardInput): Promise<ConfirmResult> {
    if (intent.status === "succeeded" || intent.status === "canceled") return standing(intent.id);
    const parsed = cardOf(card, clock.now());
    if ("error" in parsed) {
      const decline = attempt({ code: "card_declined", declineCode: parsed.declineCode, message: parsed.error });
      if (!(await moveIntent(intent, { ...intent, status: "requires_payment_method", lastError: decline })))
        return standing(intent.id);
      return failed(intent.id, decline);
    }
    if (
      parsed.behaviour === "decline" ||
      parsed.behaviour === "insufficient_funds" ||
      parsed.behaviour === "decline_charges"
    ) {
      const decline = attempt(DECLINES[parsed.behaviour === "insufficient_funds" ? "insufficient_funds" : "decline"]!);
      if (!(await moveIntent(intent, { ...intent, status: "requires_payment_method", lastError: decline })))
        return standing(intent.id);
      return failed(intent.id, decline);
    }
    if (parsed.behaviour === "authenticate") {
      const next: StoredIntent = { ...intent, status: "requires_action", behaviour: "authenticate", lastError: null };
      if (!(await moveIntent(intent, next))) return standing(intent.id);
      return { status: "requires_action", intentId: intent.id, message: null, declineCode: null };
    }
    const succeeded = await moveIntent(intent, { ...intent, status: "succeeded", lastError: null });
    if (!succeeded) return standing(intent.id);
    await afterIntentSucceeded(succeeded);
    return { status: "succeeded", intentId: intent.id, message: null, declineCode: null };
  }

  async function confirmSetup(setup: StoredSetup, card: CardInput): Promise<ConfirmResult> {
    if (setup.status === "succeeded")
      return { status: "succeeded", intentId: setup.id, message: null, declineCode: null };
    const parsed = cardOf(card, clock.now());
    if ("error" in parsed) return failed(setup.id, { declineCode: parsed.declineCode, message: parsed.error });
    if (parsed.behaviour === "decline" || parsed.behaviour === "insufficient_funds") {
      return failed(setup.id, DECLINES[parsed.behaviour]!);
    }
    const method = await create<StoredMethod>({
      kind: "payment_method",
      id: newId("pm"),
      customerId: setup.customerId,
      card: parsed.details,
      behaviour: parsed.behaviour,
      detached: false,
    });
    const status: IntentStatus = parsed.behaviour === "authenticate" ? "requires_action" : "succeeded";
    await save({ ...setup, status, paymentMethodId: method.id });
    return { status, intentId: setup.id, message: null, declineCode: null };
  }

  /**
   * Finds the intent a client secret belongs to, only when the whole secret matches and it is the signed-in
   * customer's own: unlike Stripe.js, our confirm route sees the session, so one user cannot decline or
   * attach a card to another user's payment even with a leaked secret.
   */
  async function byClientSecret(
    clientSecret: string,
    customerId: string | null,
  ): Promise<StoredIntent | StoredSetup | null> {
    if (!customerId) return null;
    const match = /^((?:pi|seti)_test_[0-9a-f]+)_secret_[0-9a-f]+$/.exec(clientSecret);
    if (!match) return null;
    const id = match[1]!;
    const object = id.startsWith("pi_")
      ? await load<StoredIntent>(id, "payment_intent")
      : await load<StoredSetup>(id, "setup_intent");
    return object && object.clientSecret === clientSecret && object.customerId === customerId ? object : null;
  }

  const refunds = createTestRefunds({ db });

  const provider: TestProvider = {
    mode: "test",
    publicKey: null,
    routes: (deps) => testPaymentRoutes(provider, deps),
    refundPayment: refunds.refundPayment,
    listRefunds: refunds.listRefunds,

    async confirmWithCard(clientSecret, card, customerId) {
      const object = await byClientSecret(clientSecret, customerId);
      if (!object) return null;
      return object.kind === "payment_intent" ? confirmPayment(object, card) : confirmSetup(object, card);
    },

    async authenticate(clientSecret, approve, customerId) {
      const object = await byClientSecret(clientSecret, customerId);
      if (!object) return null;
      if (object.status !== "requires_action") {
        return {
          status: object.status === "succeeded" ? "succeeded" : "failed",
          intentId: object.id,
          message: object.status === "succeeded" ? null : "This payment does not need authentication.",
          declineCode: null,
        };
      }
      if (!approve) {
        const decline = attempt(DECLINES.authentication_failed!);
        if (object.kind === "payment_intent") {
          if (!(await moveIntent(object, { ...object, status: "requires_payment_method", lastError: decline })))
            return standing(object.id);
        } else await save({ ...object, status: "requires_payment_method" });
        return failed(object.id, decline);
      }
      if (object.kind === "payment_intent") {
        const succeeded = await moveIntent(object, { ...object, status: "succeeded", lastError: null });
        if (!succeeded) return standing(object.id);
        await afterIntentSucceeded(succeeded);
      } else {
        await save({ ...object, status: "succeeded" });
      }
      return { status: "succeeded", intentId: object.id, message: null, declineCode: null };
    },

    async createCustomer({ idempotencyKey }) {
      const customer = await create({ kind: "customer" as const, id: newId("cus") }, idempotencyKey);
      return customer.id;
    },

    async deleteCustomer(customerId) {
      // As at Stripe: the customer's subscriptions end now and its cards are detached with it.
      const owned = await db
        .select()
        .from(testProviderObjects)
        .where(
          and(
            inArray(testProviderObjects.kind, ["subscription", "payment_method"]),
            sql`${testProviderObjects.data}->>'customerId' = ${customerId}`,
          ),
        );
      for (const { data } of owned) {
        const object = data as unknown as StoredSubscription | StoredMethod;
        if (object.kind === "subscription" && !["canceled", "incomplete_expired"].includes(object.status)) {
          await save({ ...object, status: "canceled", cancelAtPeriodEnd: false, clientSecret: null });
        } else if (object.kind === "payment_method") {
          await save({ ...object, detached: true, customerId: null });
        }
      }
      await db
        .delete(testProviderObjects)
        .where(and(eq(testProviderObjects.id, customerId), eq(testProviderObjects.kind, "customer")));
    },

    async createPaymentIntent({ customerId, amount, currency, metadata, idempotencyKey }) {
      const id = newId("pi");
      const intent = await create<StoredIntent>(
        {
          kind: "payment_intent",
          id,
          status: "requires_payment_method",
          amount,
          currency,
          customerId,
          clientSecret: secretFor(id),
          paymentMethodId: null,
          metadata,
          lastError: null,
        },
        idempotencyKey,
      );
      return publicIntent(intent);
    },

    async retrievePaymentIntent(id) {
      const intent = await load<StoredIntent>(id, "payment_intent");
      return intent ? publicIntent(intent) : null;
    },

    async cancelPaymentIntent(id) {
      const intent = await load<StoredIntent>(id, "payment_intent");
      if (!intent) return null;
      if (intent.status === "succeeded" || intent.status === "canceled") return publicIntent(intent);
      const canceled = await moveIntent(intent, { ...intent, status: "canceled" });
      // Paid or changed in the same instant: answer what it is now.
      return canceled ? publicIntent(canceled) : this.retrievePaymentIntent(id);
    },

    async chargeOffSession({ customerId, paymentMethodId, amount, currency, metadata, idempotencyKey }) {
      const method = await load<StoredMethod>(paymentMethodId, "payment_method");
      if (!method || method.detached || method.customerId !== customerId) {
        return {
          outcome: "declined",
          paymentIntentId: null,
          code: "resource_missing",
          declineCode: null,
          message: "The saved card is no longer available.",
        };
      }
      const id = newId("pi");
      const behaviour = method.behaviour;
      const declined =
        behaviour === "decline_charges" || behaviour === "decline"
          ? DECLINES.decline!
          : behaviour === "insufficient_funds"
            ? DECLINES.insufficient_funds!
            : null;
      const decline = declined ? attempt(declined) : null;
      const status: IntentStatus = decline
        ? "requires_payment_method"
        : behaviour === "authenticate"
          ? "requires_action"
          : "succeeded";
      const intent = await create<StoredIntent>(
        {
          kind: "payment_intent",
          id,
          status,
          amount,
          currency,
          customerId,
          clientSecret: secretFor(id),
          paymentMethodId,
          metadata,
          lastError: decline,
          behaviour,
        },
        idempotencyKey,
      );
      if (intent.status === "succeeded")
        return { outcome: "succeeded", paymentIntent: publicIntent(intent) } satisfies OffSessionResult;
      if (intent.status === "requires_action")
        return { outcome: "requires_action", paymentIntent: publicIntent(intent) };
      const last = intent.lastError ?? attempt(DECLINES.decline!);
      return {
        outcome: "declined",
        paymentIntentId: intent.id,
        code: last.code,
        declineCode: last.declineCode,
        message: last.message,
      };
    },

    async createSetupIntent({ customerId, idempotencyKey }) {
      const id = newId("seti");
      const setup = await create<StoredSetup>(
        {
          kind: "setup_intent",
          id,
          status: "requires_payment_method",
          customerId,
          clientSecret: secretFor(id),
          paymentMethodId: null,
        },
        idempotencyKey,
      );
      return publicSetup(setup);
    },

    async retrieveSetupIntent(id) {
      const setup = await load<StoredSetup>(id, "setup_intent");
      return setup ? publicSetup(setup) : null;
    },

    async retrievePaymentMethod(id) {
      const method = await load<StoredMethod>(id, "payment_method");
      return method ? publicMethod(method) : null;
    },

    async detachPaymentMethod(id) {
      const method = await load<StoredMethod>(id, "payment_method");
      if (method) await save({ ...method, detached: true, customerId: null });
    },

    async setDefaultPaymentMethod() {
      // Test mode charges the card billing names explicitly; there is no invoice default to keep.
    },

    async createSubscription({ customerId, amount, currency, metadata, idempotencyKey }) {
      const subscriptionId = newId("sub");
      const intent = await this.createPaymentIntent({
        customerId,
        amount,
        currency,
        metadata: { ...metadata, subscriptionId },
        description: "ViralScore Pro, first month",
        idempotencyKey: `${idempotencyKey}:first-invoice`,
      });
      const sub = await create<StoredSubscription>(
        {
          kind: "subscription",
          id: intent.metadata.subscriptionId ?? subscriptionId,
          customerId,
          status: "incomplete",
          cancelAtPeriodEnd: false,
          currentPeriodEnd: null,
          clientSecret: intent.clientSecret,
          latestPaymentIntentId: intent.id,
          latestInvoiceId: null,
          metadata,
          amount,
        },
        idempotencyKey,
      );
      return publicSubscription(sub);
    },

    async retrieveSubscription(id) {
      const sub = await load<StoredSubscription>(id, "subscription");
      return sub ? publicSubscription(sub) : null;
    },

    async cancelSubscription(id) {
      const sub = await load<StoredSubscription>(id, "subscription");
      if (!sub) throw new Error(`No test subscription ${id}`);
      // As at Stripe, ending a subscription voids its unpaid first invoice: that payment can no longer be made.
      if (sub.status === "incomplete" && sub.latestPaymentIntentId)
        await this.cancelPaymentIntent(sub.latestPaymentIntentId);
      return publicSubscription(
        await save({ ...sub, status: "canceled", cancelAtPeriodEnd: false, clientSecret: null }),
      );
    },

    async setCancelAtPeriodEnd(id, cancelAtPeriodEnd) {
      const sub = await load<StoredSubscription>(id, "subscription");
      if (!sub) throw new Error(`No test subscription ${id}`);
      return publicSubscription(await save({ ...sub, cancelAtPeriodEnd }));
    },
  };
  return provider;
}
