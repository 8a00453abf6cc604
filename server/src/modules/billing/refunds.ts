import { formatCents, isPremium, moneyWasTaken } from "@shared/billing";
import {
  type AdminRefundResponse,
  type PaymentHistoryItem,
  REFUND_WINDOW_DAYS,
  type RefundRequestResponse,
} from "@shared/schemas/refunds";
import type { Tx } from "../../db/client";
import { AppError } from "../../errors";
import type { ProviderRefund } from "./providers/provider";
import { mailLanguage } from "../../mail/mail-language";
import { refundReceiptMail } from "../../mail/refund-templates";
import type { BillingContext } from "./billing-context";
import type { PaymentRow } from "./billing.repository";
import type { RefundsRepository } from "./refunds.repository";
import { columnsFor } from "./subscriptions";

// The 30-day money-back guarantee: the creator asks in the profile, an admin refunds through the provider
// (or refunds in Stripe's dashboard, which the webhook reports). A refund gives the whole amount back, takes
// back the unused analysis credit or ends Pro, and mails the creator; it happens once however many admins
// click and whichever way it arrives.

const WINDOW_MS = REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000;
const HISTORY_LIMIT = 100;
const NOT_FOUND = "We could not find this payment.";

/** Statuses in which a subscription may still bill or give Pro: a refund ends them at the provider. */
const LIVE_SUBSCRIPTION = ["active", "trialing", "past_due", "unpaid", "incomplete"];

export type RefundOutcome = Omit<AdminRefundResponse, "message"> & { userId: number | null };

export function createRefunds(ctx: BillingContext, refundsRepo: RefundsRepository) {
  const { provider, clock } = ctx;

  function refundableUntil(row: PaymentRow): Date | null {
    if (row.amount === 0 || !row.providerPaymentIntentId) return null;
    return new Date(row.createdAt.getTime() + WINDOW_MS);
  }

  function present(row: PaymentRow): PaymentHistoryItem {
    const until = refundableUntil(row);
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      amount: row.amount,
      currency: row.currency,
      type: row.type === "subscription" ? "subscription" : "per_post",
      method: row.method,
      status: row.status as PaymentHistoryItem["status"],
      testMode: row.provider === "test",
      refundRequestedAt: row.refundRequestedAt?.toISOString() ?? null,
      refundedAt: row.status === "refunded" ? (row.refundedAt?.toISOString() ?? null) : null,
      refundedAmount: row.refundedAmount,
      refundableUntil: until?.toISOString() ?? null,
      canRequestRefund: row.status === "succeeded" && !row.refundRequestedAt && until !== null && until > clock.now(),
    };
  }

  async function history(userId: number): Promise<PaymentHistoryItem[]> {
    return (await refundsRepo.listForUser(userId, HISTORY_LIMIT)).map(present);
  }

  /** Why this payment cannot be refunded now, in words for its owner; null when it can. */
  function refusal(row: PaymentRow): string | null {
    if (row.status === "refunded") return "This payment has already been refunded.";
    if (row.status !== "succeeded") return "Only a completed payment can be refunded.";
    const until = refundableUntil(row);
    if (!until) return "Nothing was charged for this (a promo code covered it), so there is nothing to refund.";
    if (until <= clock.now()) {
      return `The money-back guarantee covers ${REFUND_WINDOW_DAYS} days after a payment; this one is older.`;
    }
    if (row.refundRequestedAt) return "You have already asked for a refund of this payment. We will reply by e-mail.";
    return null;
  }

  /** POST /api/payments/:id/refund-request: the owner's claim, stored once; admins hear of it. */
  async function request(userId: number, paymentId: number, reason: string): Promise<RefundRequestResponse> {
    const row = await refundsRepo.find(paymentId);
    // Another user's payment reads as missing: its existence is not theirs to learn.
    if (!row || row.userId !== userId) throw new AppError("NOT_FOUND", NOT_FOUND);
    const refused = refusal(row);
    if (refused) throw new AppError("CONFLICT", refused);
    const recorded = await refundsRepo.recordRequest({ id: row.id, userId, reason, at: clock.now() });
    if (!recorded) {
      const now = await refundsRepo.find(paymentId);
      throw new AppError("CONFLICT", (now && refusal(now)) ?? "This payment changed meanwhile. Please reload.");
    }
    ctx.notify({ type: "refund_requested", paymentId: row.id });
    return {
      message: "Your refund request is in. An admin will refund it to your card and we will e-mail you.",
      payment: present(recorded),
    };
  }

  /** Why an admin cannot refund this payment; thrown as a 409 a person can read. */
  async function claimOrRefuse(paymentId: number): Promise<PaymentRow> {
    const claimed = await refundsRepo.claim(paymentId, clock.now());
    if (claimed) return claimed;
    const row = await refundsRepo.find(paymentId);
    if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
    if (row.status === "refunded") throw new AppError("CONFLICT", "This payment has already been refunded.");
    if (!moneyWasTaken(row)) throw new AppError("CONFLICT", "Only a succeeded payment can be refunded.");
    if (row.amount === 0 || !row.providerPaymentIntentId) {
      throw new AppError("CONFLICT", "Nothing was charged for this payment (a 100% promo code): nothing to refund.");
    }
    throw new AppError("CONFLICT", "This payment is being refunded right now (another admin clicked). Reload.");
  }

  /** A refunded Pro payment ends the subscription at the provider first, so it cannot renew. */
  async function stopSubscription(row: PaymentRow) {
    if (row.type !== "subscription" || !row.userId || !row.providerSubscriptionId) return null;
    const user = await ctx.repo.findUser(row.userId);
    if (!user || user.providerSubscriptionId !== row.providerSubscriptionId) return null;
    if (!LIVE_SUBSCRIPTION.includes(user.subscriptionStatus ?? "")) return null;
    const sub = await ctx.callProvider("end the subscription", () =>
      provider.cancelSubscription(row.providerSubscriptionId!),
    );
    return { wasPro: isPremium(user), columns: columnsFor(sub) };
  }

  /**
   * Records a full refund and its consequences in one transaction, once: the caller whose UPDATE changed the
   * row takes back the credit or ends Pro and gets the outcome; anyone else gets null.
   */
  async function settle(
    row: PaymentRow,
    refund: ProviderRefund,
    ended: Awaited<ReturnType<typeof stopSubscription>>,
    inTransaction?: (tx: Tx, outcome: RefundOutcome) => Promise<void>,
  ): Promise<RefundOutcome | null> {
    const outcome = await refundsRepo.transaction(async (tx) => {
      const marked = await refundsRepo.markRefunded(tx, {
        id: row.id,
        refundId: refund.id,
        amount: refund.amount,
        at: clock.now(),
      });
      if (!marked) return null;
      let creditTakenBack = false;
      let proEnded = false;
      // A payment that was paid without its grant (status failed) gave no credit: there is none to take back.
      if (marked.userId && marked.type === "per_post" && row.status === "succeeded") {
        creditTakenBack = await refundsRepo.takeBackCredit(tx, marked.userId);
      }
      if (marked.userId && ended) {
        proEnded = (await refundsRepo.endSubscription(tx, marked.userId, row.providerSubscriptionId!, ended.columns))
          ? ended.wasPro
          : false;
      }
      const result: RefundOutcome = {
        paymentId: marked.id,
        userId: marked.userId,
        refundedAmount: marked.amount,
        creditTakenBack,
        proEnded,
      };
      await inTransaction?.(tx, result);
      return result;
    });
    if (outcome) await sendRefundReceipt(row, outcome);
    return outcome;
  }

  /** The creator's receipt for the refund; a mail failure is logged and never undoes the refund. */
  async function sendRefundReceipt(row: PaymentRow, outcome: RefundOutcome) {
    if (!row.userId) return;
    const user = await ctx.repo.findUser(row.userId);
    if (!user) return;
    try {
      await ctx.mailer.send(
        refundReceiptMail(
          user.email,
          user.username,
          {
            paymentId: row.id,
            amount: formatCents(outcome.refundedAmount),
            amountCents: outcome.refundedAmount,
            paidOn: row.createdAt,
            refundedOn: clock.now(),
            item: row.type === "subscription" ? "ViralScore Pro, one month" : "One ViralScore analysis",
            creditTakenBack: outcome.creditTakenBack,
            proEnded: outcome.proEnded,
            testMode: row.provider === "test",
          },
          mailLanguage(user.language),
        ),
      );
    } catch (error) {
      ctx.logger.error({ err: error, paymentId: row.id }, "could not send a refund receipt");
    }
  }

  /** An admin's refund of a whole payment through the provider. */
  async function refund(
    paymentId: number,
    options: { inTransaction?: (tx: Tx, outcome: RefundOutcome) => Promise<void> } = {},
  ): Promise<RefundOutcome> {
    const row = await claimOrRefuse(paymentId);
    try {
      const ended = await stopSubscription(row);
      const given = await ctx.callProvider("refund the payment", () =>
        provider.refundPayment({
          paymentIntentId: row.providerPaymentIntentId!,
          amount: row.amount - row.refundedAmount,
          metadata: { paymentId: String(row.id), userId: String(row.userId ?? "") },
          // One refund per payment, whoever asks and however often: a retry is answered with the same refund.
          idempotencyKey: `refund:payment:${row.id}`,
        }),
      );
      if (given.status === "failed" || given.status === "canceled") {
        throw new AppError("PAYMENT_PROVIDER_ERROR", "The payment provider refused this refund. Check its dashboard.");
      }
      const outcome = await settle(
        row,
        { ...given, amount: given.amount + row.refundedAmount },
        ended,
        options.inTransaction,
      );
      // Stripe's webhook recorded the same refund a moment before us: it is done, by them.
      if (!outcome) throw new AppError("CONFLICT", "This payment has already been refunded.");
      return outcome;
    } finally {
      await refundsRepo.releaseClaim(row.id);
    }
  }

  /**
   * A payment the provider took that bought nothing is given back at once, without waiting for the creator to
   * ask. A failure is logged and leaves the payment refundable by an admin (the same idempotency key).
   */
  async function refundUngranted(paymentId: number): Promise<void> {
    try {
      await refund(paymentId);
    } catch (error) {
      ctx.logger.error({ err: error, paymentId }, "could not refund a payment that bought nothing; an admin must");
    }
  }

  /** charge.refunded: a refund made at the provider (Stripe's dashboard). Full: as an admin's refund; partial: noted. */
  async function syncFromProvider(paymentIntentId: string): Promise<void> {
    const row = await ctx.repo.findPaymentByIntent(paymentIntentId);
    if (!row || !moneyWasTaken(row)) return;
    const refunds = await ctx.callProvider("read the refunds", () => provider.listRefunds(paymentIntentId));
    const given = refunds.filter((r) => r.status === "succeeded" || r.status === "pending");
    const total = given.reduce((sum, r) => sum + r.amount, 0);
    if (total === 0) return;
    if (total < row.amount) {
      await refundsRepo.recordPartialRefund(row.id, total, given[0]!.id, clock.now());
      return;
    }
    const ended = await stopSubscription(row);
    await settle(row, { ...given[0]!, amount: total }, ended);
  }

  return { history, request, refund, refundUngranted, syncFromProvider };
}
export type Refunds = ReturnType<typeof createRefunds>;
