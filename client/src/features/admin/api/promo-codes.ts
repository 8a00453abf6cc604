import type { AdminPromoCodeRow } from "@shared/schemas/admin-lists";
import type { AdminPromoCodeBody } from "@shared/schemas/admin-records";
import { api } from "@/lib/api-client";

// The promo-code calls of the admin area.

/** GET: Page<AdminPromoCodeRow> (read through useAdminList). */
export const PROMO_CODES_PATH = "/api/admin/promo-codes";

/** GET: Page<PromoRedemptionRow>, who redeemed the code and for what. */
export function promoRedemptionsPath(id: number): string {
  return `${PROMO_CODES_PATH}/${id}/redemptions`;
}

/** POST /api/admin/promo-codes -> 201 { promoCode } */
export function createPromoCode(body: AdminPromoCodeBody): Promise<{ promoCode: AdminPromoCodeRow }> {
  return api.post<{ promoCode: AdminPromoCodeRow }>(PROMO_CODES_PATH, body);
}

/** PUT /api/admin/promo-codes/:id -> { promoCode } */
export function updatePromoCode(input: {
  id: number;
  body: AdminPromoCodeBody;
}): Promise<{ promoCode: AdminPromoCodeRow }> {
  return api.put<{ promoCode: AdminPromoCodeRow }>(`${PROMO_CODES_PATH}/${input.id}`, input.body);
}

/** DELETE /api/admin/promo-codes/:id -> { message } */
export function deletePromoCode(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`${PROMO_CODES_PATH}/${id}`);
}
