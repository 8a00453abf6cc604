import { randomUUID } from "node:crypto";
import { applyDiscount, describeDiscount, type Discount, FREE_SUBSCRIPTION_PREFIX, PRICES } from "@shared/billing";
import type { AppliedPromo, PromoTarget, ValidatePromoCodeResponse } from "@shared/schemas/billing";
import { AppError } from "../../errors";
import type { BillingContext } from "./billing-context";
import { CURRENCY } from "./billing-context";
import type { BillingUserRow, PaymentRow, PromoRow } from "./billing.repository";
import { checkPromo } from "./promo-rules";

// Promo codes: validated for a user and a target, redeemed once per user, and counted only when the discounted thing is
// granted, in the transaction that checks the limit.

export type UsablePromo = { row: PromoRow; discount: Discount; applied: AppliedPromo };

export const priceOf = (target: PromoTarget) => (target === "subscription" ? PRICES.proMonthly : PRICES.perAnalysis);

export function createPromoService(ctx: BillingContext) {
  const { repo, clock } = ctx;

  async function check(user: BillingUserRow, code: string) {
    const row = await repo.findPromoByCode(code);
    const redeemed = row ? await repo.hasRedeemed(row.id, user.id) : false;
    return { row, result: checkPromo(row, clock.now(), redeemed) };
  }

  /**
   * The code's discount, or a 400 naming why it cannot be used. Before a new payment with the code, billing
   * first ends this user's older unpaid payments holding it (charges.usablePromo), so an abandoned checkout
   * does not keep the user's one use of the code.
   */
  async function requireUsable(user: BillingUserRow, code: string): Promise<UsablePromo> {
    const { row, result } = await check(user, code);
    if (!result.ok || !row)
      throw new AppError("PROMO_INVALID", result.ok ? "This promo code is not valid or has expired" : result.message);
    return { row, discount: result.discount, applied: { code: row.code, ...result.discount } };
  }

  async function validate(user: BillingUserRow, code: string, target: PromoTarget): Promise<ValidatePromoCodeResponse> {
    const { row, result } = await check(user, code);
    const originalAmount = priceOf(target);
    if (!result.ok || !row) {
      return {
        valid: false,
        id: null,
        code,
        discountType: null,
        discountValue: null,
        message: result.ok ? "This promo code is not valid or has expired" : result.message,
        originalAmount,
        discountedAmount: originalAmount,
        isFree: false,
      };
    }
    const discountedAmount = applyDiscount(originalAmount, result.discount);
    return {
      valid: true,
      id: row.id,
      code: row.code,
      discountType: result.discount.discountType,
      discountValue: result.discount.discountValue,
      message: `Promo code applied: ${describeDiscount(result.discount)}`,
      originalAmount,
      discountedAmount,
      isFree: discountedAmount === 0,
    };
  }

  /**
   * A code that covers the whole price: in one transaction the use is counted (only under the limit), a
   * $0 payment row records it, and the credit or a free Pro month is granted. Nothing is granted twice.
   */
  async function grantFree(user: BillingUserRow, promo: PromoRow, target: PromoTarget): Promise<PaymentRow> {
    const now = clock.now();
    const granted = await repo.transaction(async (tx) => {
      const payment = await repo.insertPayment(
        {
          userId: user.id,
          provider: ctx.provider.mode,
          amount: 0,
          currency: CURRENCY,
          type: target === "subscription" ? "subscription" : "per_post",
          method: "promo",
          status: "succeeded",
          promoCodeId: promo.id,
        },
        tx,
      );
      const redeemed = await repo.redeemPromo(tx, {
        promoCodeId: promo.id,
        userId: user.id,
        target,
        paymentId: payment.id,
        now,
      });
      if (!redeemed)
        throw new AppError("PROMO_INVALID", "This promo code has reached its usage limit or was already used");
      if (target === "analysis") {
        await repo.grantCredit(tx, user.id, { promo: true });
      } else {
        const end = new Date(now);
        end.setUTCMonth(end.getUTCMonth() + 1);
        await repo.setSubscription(
          user.id,
          {
            providerSubscriptionId: `${FREE_SUBSCRIPTION_PREFIX}${randomUUID()}`,
            subscriptionStatus: "active",
            subscriptionPlan: "monthly",
            currentPeriodEnd: end,
            cancelAtPeriodEnd: false,
          },
          tx,
        );
      }
      return payment;
    });
    if (target === "subscription") ctx.notify({ type: "subscription_paid", paymentId: granted.id });
    return granted;
  }

  return { requireUsable, validate, grantFree };
}
export type PromoService = ReturnType<typeof createPromoService>;
