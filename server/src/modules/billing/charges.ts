import { applyDiscount, formatCents, PRICES } from "@shared/billing";
import type { ChargeResult, CreatePaymentIntentResponse } from "@shared/schemas/billing";
import { AppError } from "../../errors";
import type { ProviderPaymentIntent } from "./providers/provider";
import type { BillingContext } from "./billing-context";
import { CURRENCY } from "./billing-context";
import type { BillingUserRow, PaymentRow } from "./billing.repository";
import type { PromoService } from "./promo.service";
import { createPaymentOutcomes, declinedMessage, type RefundUngranted } from "./payment-outcomes";
import { createReplacement } from "./replacement";

// Paying $1 for one analysis: a one-time card payment (checkout), a charge of the saved card (on request or
// auto-charge), and turning a succeeded PaymentIntent into one analysis credit, exactly once.

const OPEN_CHECKOUT_REUSE_MS = 60 * 60 * 1000;
const WAIT_FOR_TWIN_MS = 10_000;
/** A saved-card charge still pending this recently is the same action (double click, retry). */
const PENDING_CHARGE_REUSE_MS = 2 * 60 * 1000;

export type SavedCardOutcome =
  /** payment null: a paid credit was already waiting, so nothing was charged. */
  | { outcome: "succeeded"; payment: PaymentRow | null }
  | { outcome: "requires_action"; paymentIntentId: string; clientSecret: string; paymentMethodId: string | null }
  | { outcome: "declined"; message: string };

export function actionOf(result: Extract<SavedCardOutcome, { outcome: "requires_action" }>) {
  return {
    paymentIntentId: result.paymentIntentId,
    clientSecret: result.clientSecret,
    paymentMethodId: result.paymentMethodId,
  };
}

/**
 * The bank wants the customer to authenticate. Stripe leaves an off-session intent that failed for this
 * at requires_payment_method with last_payment_error.code authentication_required; the test provider at
 * requires_action. Either way the customer confirms that same PaymentIntent in the browser.
 */
export function needsAuthentication(intent: ProviderPaymentIntent): boolean {
  return (
    intent.status === "requires_action" ||
    (intent.status === "requires_payment_method" && intent.lastError?.code === "authentication_required")
  );
}

export function createCharges(ctx: BillingContext, promos: PromoService, refundUngranted: RefundUngranted) {
  const { repo, provider, clock } = ctx;
  const replacement = createReplacement(ctx, (id) => syncPaymentIntent(id));
  const { grantPaid, recordDeclinedAttempt, cancelQuietly } = createPaymentOutcomes(ctx, refundUngranted);

  /** A code for a new payment: this user's unpaid payments holding it end first, then it is checked. */
  async function usablePromo(user: BillingUserRow, code: string) {
    const found = await repo.findPromoByCode(code);
    if (found) await replacement.replacePendingWithPromo(user.id, found.id);
    return promos.requireUsable(user, code);
  }

  /**
   * Turns the provider's truth about a PaymentIntent into our records: succeeded → the payment row is
   * marked once, in the transaction that grants the credit (or counts the subscription payment) and holds
   * its promo use. A declined attempt of a checkout the customer can still pay gets its own failed row.
   */
  async function syncPaymentIntent(paymentIntentId: string): Promise<PaymentRow | null> {
    const row = (await repo.findPaymentByIntent(paymentIntentId)) ?? (await adoptByMetadata(paymentIntentId));
    if (!row) return null;
    const intent = await ctx.callProvider("check the payment", () => provider.retrievePaymentIntent(paymentIntentId));
    if (!intent) return row;
    if (intent.status === "succeeded") {
      const marked = await grantPaid(row);
      if (marked) await ctx.sendReceipt(marked);
      if (marked?.type === "subscription") ctx.notify({ type: "subscription_paid", paymentId: marked.id });
      return marked ?? (await repo.findPaymentByIntent(paymentIntentId));
    }
    if (needsAuthentication(intent)) return row;
    if (intent.status === "requires_payment_method" && intent.lastError && row.method === "card") {
      await recordDeclinedAttempt(row, intent);
    } else if (intent.status === "canceled" || (intent.status === "requires_payment_method" && intent.lastError)) {
      const failed = await repo.markPaymentFailed(
        row.id,
        intent.lastError
          ? declinedMessage(intent.lastError.message, intent.lastError.declineCode ?? intent.lastError.code)
          : "The payment was canceled.",
        intent.lastError?.declineCode ?? null,
      );
      if (failed) ctx.notify({ type: "payment_failed", paymentId: row.id });
      // A saved-card charge that failed authentication is over: its intent must not be payable later.
      if (failed && intent.status !== "canceled") await cancelQuietly(intent.id);
    }
    return repo.findPaymentByIntent(paymentIntentId);
  }

  /**
   * A PaymentIntent whose id we never stored (the provider answered after our call timed out): its
   * metadata names our payments row, which adopts it if that row has no intent yet.
   */
  async function adoptByMetadata(paymentIntentId: string): Promise<PaymentRow | null> {
    const intent = await ctx.callProvider("check the payment", () => provider.retrievePaymentIntent(paymentIntentId));
    const paymentId = Number(intent?.metadata.paymentId);
    if (!intent || !Number.isInteger(paymentId) || paymentId <= 0) return null;
    const row = await repo.findPaymentById(paymentId);
    if (!row || row.providerPaymentIntentId || String(row.userId) !== intent.metadata.userId) return null;
    return repo.updatePayment(row.id, { providerPaymentIntentId: intent.id });
  }

  /** A payment the browser says it confirmed: only the owner may ask, and the provider is asked again. */
  async function finalizeForUser(user: BillingUserRow, paymentIntentId: string): Promise<PaymentRow> {
    const row = await repo.findPaymentByIntent(paymentIntentId);
    if (!row) throw new AppError("NOT_FOUND", "We could not find this payment.");
    if (row.userId !== user.id) throw new AppError("FORBIDDEN", "You can only confirm your own payments.");
    return (await syncPaymentIntent(paymentIntentId)) ?? row;
  }

  /** POST /api/create-payment-intent: $1 less a validated code; a 100% code grants the credit at once. */
  async function createCheckout(
    user: BillingUserRow,
    promoCode: string | undefined,
  ): Promise<CreatePaymentIntentResponse> {
    const promo = promoCode ? await usablePromo(user, promoCode) : null;
    const amount = applyDiscount(PRICES.perAnalysis, promo?.discount);
    const base = { amount, originalAmount: PRICES.perAnalysis, currency: CURRENCY, promo: promo?.applied ?? null };
    if (amount === 0) {
      await promos.grantFree(user, promo!.row, "analysis");
      return { ...base, clientSecret: null, paymentIntentId: null, granted: true };
    }
    const customerId = await ctx.ensureCustomer(user);
    const since = new Date(clock.now().getTime() - OPEN_CHECKOUT_REUSE_MS);
    const open = await repo.findOpenCheckout(user.id, amount, promo?.row.id ?? null, since);
    if (open?.providerPaymentIntentId) {
      const intent = await ctx.callProvider("open the payment", () =>
        provider.retrievePaymentIntent(open.providerPaymentIntentId!),
      );
      if (intent?.clientSecret && intent.status === "requires_payment_method") {
        return { ...base, clientSecret: intent.clientSecret, paymentIntentId: intent.id, granted: false };
      }
      // Paid in a tab that closed before it told us: grant that payment instead of asking again.
      if (intent?.status === "succeeded" && (await syncPaymentIntent(intent.id))?.status === "succeeded") {
        return { ...base, clientSecret: null, paymentIntentId: intent.id, granted: true };
      }
    }
    const row = await repo.insertPendingPayment(
      {
        userId: user.id,
        provider: provider.mode,
        amount,
        currency: CURRENCY,
        type: "per_post",
        method: "card",
        status: "pending",
        promoCodeId: promo?.row.id ?? null,
      },
      "analysis",
      clock.now(),
    );
    const intent = await ctx
      .callProvider("open the payment", () =>
        provider.createPaymentIntent({
          customerId,
          amount,
          currency: CURRENCY,
          description: "One ViralScore analysis",
          metadata: { userId: String(user.id), paymentId: String(row.id), purpose: "analysis_credit" },
          idempotencyKey: `payment:${row.id}:intent`,
        }),
      )
      .catch(async (error: unknown) => {
        // Stripe down (502): no pending row without a PaymentIntent is left behind. The browser never got a
        // client secret, so even an intent Stripe did create before a timeout cannot be paid.
        await repo.deleteUnstartedPayment(row.id);
        throw error;
      });
    await repo.updatePayment(row.id, {
      providerPaymentIntentId: intent.id,
      idempotencyKey: `payment:${row.id}:intent`,
    });
    return { ...base, clientSecret: intent.clientSecret, paymentIntentId: intent.id, granted: false };
  }

  async function waitForTwin(key: string): Promise<PaymentRow | null> {
    const deadline = Date.now() + WAIT_FOR_TWIN_MS;
    for (;;) {
      const row = await repo.findPaymentByKey(key);
      if (!row || row.status !== "pending" || row.providerPaymentIntentId || Date.now() > deadline) return row;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * Charges the default saved card off-session for one analysis. The idempotency key names the business
   * action (this user's Nth saved-card charge, or the analysis request id), and the payments row holding
   * it is written first: a double click or a retried request finds that row and charges once.
   */
  async function chargeSavedCard(
    user: BillingUserRow,
    options: {
      method: "auto_charge" | "saved_card";
      requestId?: string;
      promoCode?: string;
      paymentMethodId?: string;
    },
  ): Promise<SavedCardOutcome> {
    if (!user.providerCustomerId || !user.providerPaymentMethodId) {
      throw new AppError("PAYMENT_METHOD_REQUIRED", "No stored payment method. Please add a payment method first.");
    }
    const cardId = options.paymentMethodId
      ? await ownCard(user, options.paymentMethodId)
      : user.providerPaymentMethodId;
    const promo = options.promoCode ? await usablePromo(user, options.promoCode) : null;
    const amount = applyDiscount(PRICES.perAnalysis, promo?.discount);
    if (amount === 0) {
      const payment = await promos.grantFree(user, promo!.row, "analysis");
      return { outcome: "succeeded", payment };
    }
    const claim = await repo.claimSavedCardCharge({
      userId: user.id,
      now: clock.now(),
      key: options.requestId
        ? `${options.method}:user:${user.id}:request:${options.requestId}`
        : (sequence) => `saved-card:user:${user.id}:charge:${sequence}`,
      since: new Date(clock.now().getTime() - PENDING_CHARGE_REUSE_MS),
      values: {
        provider: provider.mode,
        amount,
        currency: CURRENCY,
        type: "per_post",
        method: options.method,
        status: "pending",
        promoCodeId: promo?.row.id ?? null,
      },
    });
    if (claim.kind === "credit_waiting") return { outcome: "succeeded", payment: null };
    let row: PaymentRow | null = claim.row;
    if (!claim.created && row.status === "pending" && !row.providerPaymentIntentId && !row.failureMessage) {
      // Another request is calling the provider for this row right now: wait for its answer rather than
      // sending the same key concurrently (Stripe answers that with 409). If it crashed, we go on with the
      // same key after the wait, which is safe.
      row = await waitForTwin(row.idempotencyKey!);
    }
    if (!row) throw new AppError("CONFLICT", "This payment is already being processed. Please try again.");
    if (row.status === "succeeded") return { outcome: "succeeded", payment: row };
    if (row.status === "failed")
      return { outcome: "declined", message: row.failureMessage ?? "Your card was declined." };
    if (row.providerPaymentIntentId) return settle(row, cardId);

    const pending = row;
    const key = pending.idempotencyKey!;
    const result = await ctx
      .callProvider("charge your card", () =>
        provider.chargeOffSession({
          customerId: user.providerCustomerId!,
          paymentMethodId: cardId,
          amount: pending.amount,
          currency: CURRENCY,
          description: "One ViralScore analysis",
          metadata: { userId: String(user.id), paymentId: String(pending.id), purpose: "analysis_credit" },
          idempotencyKey: key,
        }),
      )
      .catch(async (error: unknown) => {
        // The provider may or may not have charged: the row stays pending with this key, so a retry sends
        // the same key (Stripe replays) without waiting for a request that has already ended.
        await repo.updatePayment(pending.id, { failureMessage: "The payment system could not be reached." });
        throw error;
      });
    if (result.outcome === "declined") {
      if (result.paymentIntentId)
        await repo.updatePayment(pending.id, { providerPaymentIntentId: result.paymentIntentId });
      const message = declinedMessage(result.message, result.declineCode ?? result.code);
      if (await repo.markPaymentFailed(pending.id, message, result.declineCode ?? result.code)) {
        ctx.notify({ type: "payment_failed", paymentId: pending.id });
      }
      // This charge is over: its intent must not be payable later at this row's price or code.
      if (result.paymentIntentId) await cancelQuietly(result.paymentIntentId);
      // A hard decline (card_declined, insufficient_funds, expired_card) turns auto-charge off until the card is
      // updated: charging the same card again would only be declined again.
      if (user.autoChargeEnabled) await repo.setAutoCharge(user.id, false);
      return { outcome: "declined", message };
    }
    const updated = await repo.updatePayment(pending.id, { providerPaymentIntentId: result.paymentIntent.id });
    return settle(updated, cardId);
  }

  /** A saved card the creator chose: only one of their own (404 unknown, 403 someone else's). */
  async function ownCard(user: BillingUserRow, paymentMethodId: string): Promise<string> {
    const card = await repo.findPaymentMethod(paymentMethodId);
    if (!card) throw new AppError("NOT_FOUND", "This card is not saved in your profile.");
    if (card.userId !== user.id) throw new AppError("FORBIDDEN", "You can only pay with your own saved cards.");
    return card.id;
  }

  /** Reads where a saved-card charge stands (after the provider answered, or for a twin request). */
  async function settle(row: PaymentRow, savedCardId: string | null): Promise<SavedCardOutcome> {
    const synced = (await syncPaymentIntent(row.providerPaymentIntentId!)) ?? row;
    if (synced.status === "succeeded") return { outcome: "succeeded", payment: synced };
    if (synced.status === "failed")
      return { outcome: "declined", message: synced.failureMessage ?? "Your card was declined." };
    const intent = await ctx.callProvider("check the payment", () =>
      provider.retrievePaymentIntent(row.providerPaymentIntentId!),
    );
    if (intent && needsAuthentication(intent) && intent.clientSecret) {
      return {
        outcome: "requires_action",
        paymentIntentId: intent.id,
        clientSecret: intent.clientSecret,
        paymentMethodId: intent.paymentMethodId ?? savedCardId,
      };
    }
    return { outcome: "declined", message: "The payment did not go through. Please try again." };
  }

  /** POST /api/charge-stored-payment (the client's amount is ignored and recomputed). */
  async function chargeStoredPayment(
    user: BillingUserRow,
    body: { promoCode?: string; requestId?: string; paymentMethodId?: string },
  ): Promise<ChargeResult> {
    const result = await chargeSavedCard(user, { method: "saved_card", ...body });
    if (result.outcome === "succeeded") {
      const { payment } = result;
      return {
        success: true,
        message: !payment
          ? "You already have a paid analysis ready: nothing was charged."
          : payment.amount === 0
            ? "Your promo code covers this analysis."
            : `Charged ${formatCents(payment.amount)} to your saved card.`,
        paymentIntentId: payment?.providerPaymentIntentId ?? null,
        requiresAction: null,
      };
    }
    if (result.outcome === "requires_action") {
      return {
        success: false,
        message: "Your bank asks you to confirm this payment.",
        paymentIntentId: result.paymentIntentId,
        requiresAction: actionOf(result),
      };
    }
    throw new AppError("CARD_DECLINED", result.message, { extra: { declineMessage: result.message } });
  }

  return {
    syncPaymentIntent,
    finalizeForUser,
    createCheckout,
    chargeSavedCard,
    chargeStoredPayment,
    usablePromo,
    replacePendingSubscriptions: replacement.replacePendingSubscriptions,
  };
}
export type Charges = ReturnType<typeof createCharges>;
