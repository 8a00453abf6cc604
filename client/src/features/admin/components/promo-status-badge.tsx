import type { TFunction } from "i18next";
import type { AdminPromoCodeRow } from "@shared/schemas/admin-lists";
import { promoCodeStatus, type PromoCodeStatus } from "@shared/schemas/admin-records";
import { Badge, type BadgeTone } from "@/components/ui/badge";

// One colour per state of the promo code's badge (promoCodeStatus); the text always says the state.
const TONES: Record<PromoCodeStatus, BadgeTone> = {
  Active: "success",
  Inactive: "neutral",
  Scheduled: "info",
  Expired: "danger",
  "Usage Limit Reached": "warning",
};

/** Drawn inside a table cell, so it takes the words as a parameter (cell templates call no hooks). */
export function PromoStatusBadge({
  promoCode,
  now,
  t,
}: {
  promoCode: AdminPromoCodeRow;
  now: Date;
  t: TFunction<"admin">;
}) {
  const status = promoCodeStatus(promoCode, now);
  return <Badge tone={TONES[status]}>{t(`promo.status.${status}`)}</Badge>;
}
