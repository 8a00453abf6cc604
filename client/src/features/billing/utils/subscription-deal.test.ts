import { describe, expect, it } from "vitest";
import { PRICES } from "@shared/billing";
import { bestDeal } from "./subscription-deal";

const offer = { code: "FLASH50", discount: 50, type: "percentage" as const, expires: 1, token: "t" };

describe("bestDeal", () => {
  it("when there is neither offer nor promo, then Pro costs its monthly price", () => {
    expect(bestDeal(null, null)).toEqual({ amount: PRICES.proMonthly, offer: null, promo: null });
  });

  it("when the flash offer is cheaper than the promo, then only the offer is used", () => {
    const promo = { code: "SAVE20", discountType: "percentage" as const, discountValue: 20 };
    expect(bestDeal(offer, promo)).toEqual({ amount: PRICES.proFlash, offer, promo: null });
  });

  it("when a free promo beats the offer, then only the promo is used", () => {
    const promo = { code: "FREEPRO", discountType: "percentage" as const, discountValue: 100 };
    expect(bestDeal(offer, promo)).toEqual({ amount: 0, offer: null, promo });
  });
});
