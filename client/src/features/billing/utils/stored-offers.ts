import { FLASH_OFFER_CODE } from "@shared/constants";
import { appliedPromoSchema, flashOfferSchema, type AppliedPromo, type FlashOffer } from "@shared/schemas/billing";
import { z } from "zod";

// The two payment items the spec keeps in localStorage (customer-app §3): a promo code waiting for the
// payment dialog, and the flash offer. Both are hints for the UI: the server re-validates every code and
// checks the offer's signature. Corrupt data is discarded (§8).

export const PENDING_PROMO_KEY = "pendingPromoCode";
export const FLASH_OFFER_KEY = "flashOffer";
/** /subscribe?offer=flash50 applies the stored flash offer (the popup links there). */
export const FLASH_OFFER_QUERY = "flash50";

/** {code, discountedAmount, originalAmount, promoCode}; amounts in cents. */
export const pendingPromoSchema = z.object({
  code: z.string().trim().min(1).max(40),
  discountedAmount: z.number().int().min(0),
  originalAmount: z.number().int().min(0),
  promoCode: appliedPromoSchema,
});
export type PendingPromo = z.infer<typeof pendingPromoSchema>;

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): Store | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parseJson<T>(raw: string | null, schema: z.ZodType<T>): T | null {
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function parsePendingPromo(raw: string | null): PendingPromo | null {
  return parseJson(raw, pendingPromoSchema);
}

/** Reads and removes the pending promo (the payment dialog does this on open). */
export function takePendingPromo(store: Store | null = browserStorage()): PendingPromo | null {
  if (!store) return null;
  const pending = parsePendingPromo(store.getItem(PENDING_PROMO_KEY));
  store.removeItem(PENDING_PROMO_KEY);
  return pending;
}

export function storePendingPromo(
  promo: AppliedPromo & { discountedAmount: number; originalAmount: number },
  store: Store | null = browserStorage(),
): void {
  const { discountedAmount, originalAmount, ...promoCode } = promo;
  const value: PendingPromo = { code: promo.code, discountedAmount, originalAmount, promoCode };
  try {
    store?.setItem(PENDING_PROMO_KEY, JSON.stringify(value));
  } catch {
    // storage full or disabled: the code is simply not remembered
  }
}

/** The stored flash offer while it is FLASH50 and unexpired; anything else is removed and null returned. */
export function readFlashOffer(now = Date.now(), store: Store | null = browserStorage()): FlashOffer | null {
  if (!store) return null;
  const raw = store.getItem(FLASH_OFFER_KEY);
  const offer = parseJson(raw, flashOfferSchema);
  if (offer && offer.code === FLASH_OFFER_CODE && offer.expires > now) return offer;
  if (raw !== null) store.removeItem(FLASH_OFFER_KEY);
  return null;
}

export function storeFlashOffer(offer: FlashOffer, store: Store | null = browserStorage()): void {
  try {
    store?.setItem(FLASH_OFFER_KEY, JSON.stringify(offer));
  } catch {
    // not remembered: the popup may show again on the next visit
  }
}

export function clearFlashOffer(store: Store | null = browserStorage()): void {
  store?.removeItem(FLASH_OFFER_KEY);
}
