import { appliedPromoSchema, type AppliedPromo } from "@shared/schemas/billing";
import { z } from "zod";
import { browserStorage, type Store } from "@/lib/browser-storage";

// A payment item kept in localStorage: a promo code waiting for the payment dialog. A hint for the UI: the server
// re-validates every code. Corrupt data is discarded. The other one, the flash offer, is in stored-flash-offer.ts.

export const PENDING_PROMO_KEY = "pendingPromoCode";

/** {code, discountedAmount, originalAmount, promoCode}; amounts in cents. */
export const pendingPromoSchema = z.object({
  code: z.string().trim().min(1).max(40),
  discountedAmount: z.number().int().min(0),
  originalAmount: z.number().int().min(0),
  promoCode: appliedPromoSchema,
});
export type PendingPromo = z.infer<typeof pendingPromoSchema>;

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
