import type { Discount } from "@shared/billing";
import type { PromoRow } from "./billing.repository";

// Why a promo code cannot be used now, in words for the user (the default message first).
export const PROMO_NOT_VALID = "This promo code is not valid or has expired";

export type PromoCheck = { ok: true; discount: Discount } | { ok: false; message: string };

/** Valid only while active, between its dates, under maxUses, and not yet redeemed by this user. */
export function checkPromo(promo: PromoRow | null, now: Date, alreadyRedeemed: boolean): PromoCheck {
  if (!promo || !promo.isActive) return { ok: false, message: PROMO_NOT_VALID };
  if (now < promo.startDate) return { ok: false, message: "This promo code is not active yet" };
  if (now > promo.endDate) return { ok: false, message: PROMO_NOT_VALID };
  if (promo.maxUses !== null && promo.usedCount >= promo.maxUses) {
    return { ok: false, message: "This promo code has reached its usage limit" };
  }
  if (alreadyRedeemed) return { ok: false, message: "You have already used this promo code" };
  const discountType = promo.discountType === "fixed" ? "fixed" : "percentage";
  return { ok: true, discount: { discountType, discountValue: promo.discountValue } };
}
