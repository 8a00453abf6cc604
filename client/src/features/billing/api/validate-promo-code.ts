import type { ValidatePromoCodeBody, ValidatePromoCodeResponse } from "@shared/schemas/billing";
import { api } from "@/lib/api-client";

/** POST /api/validate-promo-code: 200 with valid false and a message for an unknown or expired code. */
export function validatePromoCode(body: ValidatePromoCodeBody): Promise<ValidatePromoCodeResponse> {
  return api.post<ValidatePromoCodeResponse>("/api/validate-promo-code", body);
}
