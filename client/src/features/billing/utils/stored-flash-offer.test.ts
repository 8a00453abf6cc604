import { describe, expect, it } from "vitest";
import { flashOfferSchema } from "@shared/schemas/billing";
import { FLASH_OFFER_KEY, readFlashOffer, storeFlashOffer } from "./stored-flash-offer";
import { memoryStore } from "@/test-utils/memory-store";

describe("flashOffer", () => {
  const offer = { code: "FLASH50", discount: 50, type: "percentage", expires: 2_000, token: "abc.def" } as const;

  it("when the stored offer is unexpired, then it is returned", () => {
    expect(readFlashOffer(1_000, memoryStore({ [FLASH_OFFER_KEY]: JSON.stringify(offer) }))).toEqual(offer);
  });

  it("when an offer is stored, then it is read back as the server's schema reads it", () => {
    const store = memoryStore();
    storeFlashOffer(offer, store);
    const read = readFlashOffer(1_000, store);
    expect(read).toEqual(offer);
    expect(flashOfferSchema.parse(read)).toEqual(read);
  });

  it("when it has expired, is another code or is corrupt, then it is removed", () => {
    for (const raw of [JSON.stringify(offer), JSON.stringify({ ...offer, code: "FREE100" }), "{"]) {
      const store = memoryStore({ [FLASH_OFFER_KEY]: raw });
      expect(readFlashOffer(2_000, store)).toBeNull();
      expect(store.has(FLASH_OFFER_KEY)).toBe(false);
    }
  });

  it("when a field is missing or of the wrong type, then it is removed, as the schema would refuse it", () => {
    const broken = [
      { ...offer, discount: "50" },
      { ...offer, type: "fixed" },
      { ...offer, expires: null },
      { code: offer.code, discount: offer.discount, type: offer.type, expires: offer.expires },
      [offer],
      "FLASH50",
    ];
    for (const value of broken) {
      expect(flashOfferSchema.safeParse(value).success).toBe(false);
      const store = memoryStore({ [FLASH_OFFER_KEY]: JSON.stringify(value) });
      expect(readFlashOffer(1_000, store)).toBeNull();
      expect(store.has(FLASH_OFFER_KEY)).toBe(false);
    }
  });

  it("when extra fields are stored beside the offer, then only the offer's own fields are returned", () => {
    const store = memoryStore({ [FLASH_OFFER_KEY]: JSON.stringify({ ...offer, extra: "x" }) });
    expect(readFlashOffer(1_000, store)).toEqual(offer);
  });
});
