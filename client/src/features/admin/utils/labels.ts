import type { BadgeTone } from "@/components/ui/badge";

// Words for the codes the admin lists return (analysis payment types, payment types, methods, statuses).

const analysisPaymentTypes: Record<string, string> = {
  free: "Free trial",
  per_post: "Pay per analysis",
  monthly: "Pro",
  promo: "Promo code",
};
export const analysisPaymentTypeLabel = (type: string) => analysisPaymentTypes[type] ?? type;

const paymentTypes: Record<string, string> = { per_post: "Per analysis", subscription: "Subscription" };
export const paymentTypeLabel = (type: string) => paymentTypes[type] ?? type;

const paymentMethods: Record<string, string> = {
  card: "Card",
  saved_card: "Saved card",
  auto_charge: "Auto-charge",
  promo: "Promo code",
};
export const paymentMethodLabel = (method: string) => paymentMethods[method] ?? method;

const paymentStatuses: Record<string, { label: string; tone: BadgeTone }> = {
  succeeded: { label: "Succeeded", tone: "success" },
  pending: { label: "Pending", tone: "warning" },
  failed: { label: "Failed", tone: "danger" },
  refunded: { label: "Refunded", tone: "info" },
};
export const paymentStatusBadge = (status: string) => paymentStatuses[status] ?? { label: status, tone: "neutral" };

const bandTones: Record<string, BadgeTone> = { "Very High": "success", High: "info", Medium: "warning", Low: "danger" };
/** The tone of a viral-potential band (the band's words are always shown too). */
export const bandTone = (band: string): BadgeTone => bandTones[band] ?? "neutral";
