import { describe, expect, it } from "vitest";
import { parsePendingPromo, PENDING_PROMO_KEY, storePendingPromo, takePendingPromo } from "./stored-offers";
import { memoryStore } from "@/test-utils/memory-store";

const pending = {
  code: "SAVE20",
  discountedAmount: 80,
  originalAmount: 100,
  promoCode: { code: "SAVE20", discountType: "percentage", discountValue: 20 },
};

describe("pendingPromoCode", () => {
  it("when the stored value has the pendingPromoCode shape, then it is read", () => {
    expect(parsePendingPromo(JSON.stringify(pending))).toEqual(pending);
  });

  it("when the value is not JSON, lacks fields or has a wrong type, then it is discarded", () => {
    expect(parsePendingPromo("{not json")).toBeNull();
    expect(parsePendingPromo(JSON.stringify({ code: "SAVE20" }))).toBeNull();
    expect(parsePendingPromo(JSON.stringify({ ...pending, discountedAmount: "0.8" }))).toBeNull();
    expect(parsePendingPromo(JSON.stringify({ ...pending, code: "  " }))).toBeNull();
    expect(parsePendingPromo(null)).toBeNull();
  });

  it("when the dialog takes it, then it is removed, even when corrupt", () => {
    const store = memoryStore({ [PENDING_PROMO_KEY]: JSON.stringify(pending) });
    expect(takePendingPromo(store)).toEqual(pending);
    expect(store.has(PENDING_PROMO_KEY)).toBe(false);
    const corrupt = memoryStore({ [PENDING_PROMO_KEY]: "garbage" });
    expect(takePendingPromo(corrupt)).toBeNull();
    expect(corrupt.has(PENDING_PROMO_KEY)).toBe(false);
  });

  it("when a promo is stored, then it is written in the pendingPromoCode shape and read back", () => {
    const store = memoryStore();
    storePendingPromo(
      { code: "SAVE20", discountType: "percentage", discountValue: 20, discountedAmount: 80, originalAmount: 100 },
      store,
    );
    expect(takePendingPromo(store)).toEqual(pending);
  });
});
