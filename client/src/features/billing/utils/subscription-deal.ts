import { applyDiscount, PRICES } from "@shared/billing";
import type { AppliedPromo, FlashOffer } from "@shared/schemas/billing";

/** The cheaper of the flash offer and a promo code: only that one is sent (the server prices it again). */
export function bestDeal(offer: FlashOffer | null, promo: AppliedPromo | null) {
  const withPromo = promo ? applyDiscount(PRICES.proMonthly, promo) : PRICES.proMonthly;
  if (offer && PRICES.proFlash <= withPromo) return { amount: PRICES.proFlash, offer, promo: null };
  return { amount: withPromo, offer: null, promo };
}
