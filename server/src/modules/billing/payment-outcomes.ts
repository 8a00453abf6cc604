import { formatCents } from "@shared/billing";
import type { ProviderPaymentIntent } from "../../payments/provider";
import type { BillingContext } from "./billing-context";
import type { PaymentRow } from "./billing.repository";

// What a PaymentIntent's outcome writes: a paid row granted once with its promo use, a declined attempt's
// own row, and the cancellation of an intent whose payment is over.

/** The bank's refusal as the customer reads it: its message, and the decline code unless it is the generic one. */
export function declinedMessage(message: string, declineCode: string | null): string {
  const reason = declineCode && declineCode !== "generic_decline" ? ` (${declineCode.replace(/_/g, " ")})` : "";
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
      stripeSubscriptionId: row.stripeSubscriptionId,
      stripeInvoiceId: row.stripeInvoiceId,
      failureMessage: declinedMessage(error.message, error.declineCode),
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
