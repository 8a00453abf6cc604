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

export function PromoStatusBadge({ promoCode, now }: { promoCode: AdminPromoCodeRow; now: Date }) {
  const status = promoCodeStatus(promoCode, now);
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
