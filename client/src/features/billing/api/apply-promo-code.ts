import type { ApplyPromoCodeBody, ApplyPromoCodeResponse } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** POST /api/apply-promo-code: redeems a 100% code at once (a free analysis or a free Pro month). */
export function applyPromoCode(body: ApplyPromoCodeBody): Promise<ApplyPromoCodeResponse> {
  return api.post<ApplyPromoCodeResponse>("/api/apply-promo-code", body);
}
