import { FLASH_OFFER_CODE } from "@shared/constants";
import type { FlashOffer } from "@shared/schemas/billing";
import { browserStorage, type Store } from "@/lib/browser-storage";

// The flash offer kept in localStorage: a hint for the UI, since the server checks the offer's signature. Checked field
// by field rather than with flashOfferSchema: the landing page reads it 3 s after every guest's load, and the schema
// would bring zod and the shared schema modules with it (docs/decisions/010-lean-first-page.md).

export const FLASH_OFFER_KEY = "flashOffer";
/** /subscribe?offer=flash50 applies the stored flash offer (the popup links there). */
export const FLASH_OFFER_QUERY = "flash50";

const isString = (value: unknown) => typeof value === "string";
const isNumber = (value: unknown) => typeof value === "number" && Number.isFinite(value);

/** One check per field of the shared schema's type: a field added to flashOfferSchema fails to compile here. */
const flashOfferFields: { [Field in keyof FlashOffer]-?: (value: unknown) => boolean } = {
  code: isString,
  discount: isNumber,
  type: (value) => value === "percentage",
  expires: isNumber,
  token: isString,
};

/** The offer's own fields (anything else stored beside them is dropped, as the schema would), or null. */
function parseFlashOffer(raw: string | null): FlashOffer | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const record = value as Record<string, unknown>;
    const fields = Object.entries(flashOfferFields);
    if (!fields.every(([field, isValid]) => isValid(record[field]))) return null;
    return Object.fromEntries(fields.map(([field]) => [field, record[field]])) as FlashOffer;
  } catch {
    return null;
  }
}

/** The stored flash offer while it is FLASH50 and unexpired; anything else is removed and null returned. */
export function readFlashOffer(now = Date.now(), store: Store | null = browserStorage()): FlashOffer | null {
  if (!store) return null;
  const raw = store.getItem(FLASH_OFFER_KEY);
  const offer = parseFlashOffer(raw);
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
