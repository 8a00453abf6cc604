import { formatCents } from "@shared/billing";
import type { ProviderPaymentIntent } from "./providers/provider";
import { TEST_ONLY_CARDS_MESSAGE } from "./providers/test-cards";
import type { BillingContext } from "./billing-context";
import type { PaymentRow } from "./billing.repository";

// What a PaymentIntent's outcome writes: a paid row granted once with its promo use, a declined attempt's
// own row, and the cancellation of an intent whose payment is over.

const CONTACT_BANK = "Your card was declined. Please contact your bank or use another card.";
const LIMIT_REACHED =
  "Your card has reached its spending or attempt limit. Please use another card or contact your bank.";

/**
 * What the customer reads for the provider's decline codes, in our words (each sentence is in the error catalogue,
 * so it reaches an Arabic reader in Arabic): the provider's own message is English only. A lost or stolen card
 * reads as a plain decline, as the provider advises, so the page never tells a card thief why.
 */
const DECLINE_MESSAGES = new Map<string, string>(
  Object.entries({
    card_declined: "Your card was declined.",
    generic_decline: "Your card was declined.",
    insufficient_funds: "Your card has insufficient funds.",
    expired_card: "Your card has expired.",
    authentication_failed: "The payment could not be authenticated. Please try again or use another card.",
    incorrect_cvc: "Your card's security code is incorrect.",
    invalid_cvc: "Your card's security code is incorrect.",
    incorrect_number: "Your card number is incorrect.",
    invalid_number: "Your card number is incorrect.",
    processing_error: "An error occurred while processing your card. Please try again in a moment.",
    card_velocity_exceeded: LIMIT_REACHED,
    withdrawal_count_limit_exceeded: LIMIT_REACHED,
    card_not_supported: "Your card does not support this kind of purchase. Please use another card.",
    currency_not_supported: "Your card does not accept payments in US dollars. Please use another card.",
    authentication_required:
      "Your bank asks you to approve this payment. Please try again and approve it in your bank's window.",
    try_again_later: "Your bank could not approve the payment just now. Please try again later.",
    lost_card: "Your card was declined.",
    stolen_card: "Your card was declined.",
    pickup_card: "Your card was declined.",
    fraudulent: "Your card was declined.",
    do_not_honor: CONTACT_BANK,
    do_not_try_again: CONTACT_BANK,
    call_issuer: CONTACT_BANK,
    restricted_card: CONTACT_BANK,
    transaction_not_allowed: CONTACT_BANK,
    not_permitted: CONTACT_BANK,
    security_violation: CONTACT_BANK,
    service_not_allowed: CONTACT_BANK,
    test_mode_live_card: TEST_ONLY_CARDS_MESSAGE,
  }),
);

/** The codes with a sentence of ours (the tests check each is catalogued in every language). */
export const DECLINE_CODES = [...DECLINE_MESSAGES.keys()];

/**
 * The bank's refusal as the customer reads it: our sentence for its decline code, else the provider's message with
 * the code (a code we have not met yet).
 */
export function declinedMessage(message: string, declineCode: string | null): string {
  // A Map: a code such as "constructor" finds nothing, not Object's own properties.
  const own = declineCode ? DECLINE_MESSAGES.get(declineCode) : undefined;
  if (own) return own;
  const reason = declineCode ? ` (${declineCode.replace(/_/g, " ")})` : "";
  return `${message.replace(/\.$/, "")}${reason}.`;
}

/** Thrown inside the grant's transaction to roll it back: the promo use the payment needs is gone. */
class PromoGoneError extends Error {}

/** What happens to a payment the provider took that bought nothing: it is refunded (see refunds.ts). */
export type RefundUngranted = (paymentId: number) => Promise<void>;

export function createPaymentOutcomes(ctx: BillingContext, refundUngranted: RefundUngranted) {
  const { repo, provider, clock } = ctx;

  /**
   * Marks a paid row succeeded once and grants what it bought, in one transaction with its promo use. A row
   * whose use was given back (a checkout replaced before its intent could be canceled) takes the use again
   * here, under the code's limit and once per user; if it cannot, nothing is granted at the discount.
   */
  async function grantPaid(row: PaymentRow): Promise<PaymentRow | null> {
    const now = clock.now();
    try {
      return await repo.transaction(async (tx) => {
        const changed = await repo.markPaymentSucceeded(tx, row.id);
        if (!changed) return null;
        if (changed.promoCodeId && changed.userId && !(await repo.hasRedemptionFor(tx, changed.id))) {
          const taken = await repo.redeemPromo(tx, {
            promoCodeId: changed.promoCodeId,
            userId: changed.userId,
            target: changed.type === "subscription" ? "subscription" : "analysis",
            paymentId: changed.id,
            now,
          });
          if (!taken) throw new PromoGoneError();
        }
        if (changed.type === "per_post" && changed.userId) {
          await repo.grantCredit(tx, changed.userId);
          await repo.markPerAnalysisPlan(tx, changed.userId);
        }
        return changed;
      });
    } catch (error) {
      if (!(error instanceof PromoGoneError)) throw error;
      const message =
        `This payment of ${formatCents(row.amount)} was made on a checkout that had been replaced, when its promo ` +
        "code could no longer be used, so it bought nothing. It is refunded to your card automatically.";
      if (await repo.markPaidWithoutGrant(row.id, message)) {
        ctx.notify({ type: "payment_failed", paymentId: row.id });
        await refundUngranted(row.id);
      }
      return null;
    }
  }

  /** One failed row per declined attempt; the checkout's own row stays pending while it can be paid. */
  async function recordDeclinedAttempt(row: PaymentRow, intent: ProviderPaymentIntent): Promise<void> {
    const error = intent.lastError!;
    const attempt = error.attemptId ?? `${error.code}:${error.declineCode ?? ""}`;
    const recorded = await repo.recordDeclinedAttempt({
      userId: row.userId,
      provider: row.provider,
      amount: row.amount,
      currency: row.currency,
      type: row.type,
      method: row.method,
      status: "failed",
      promoCodeId: row.promoCodeId,
      providerSubscriptionId: row.providerSubscriptionId,
      providerInvoiceId: row.providerInvoiceId,
      failureMessage: declinedMessage(error.message, error.declineCode ?? error.code),
      declineCode: error.declineCode ?? error.code,
      idempotencyKey: `attempt:${intent.id}:${attempt}`,
    });
    if (recorded) ctx.notify({ type: "payment_failed", paymentId: recorded.id });
  }

  /** Best effort: an intent that is over is canceled so no one can pay it later; a failure is only logged. */
  async function cancelQuietly(intentId: string): Promise<void> {
    try {
      await provider.cancelPaymentIntent(intentId);
    } catch (error) {
      ctx.logger.warn({ err: error, intentId }, "could not cancel a failed payment's intent");
    }
  }

  return { grantPaid, recordDeclinedAttempt, cancelQuietly };
}
