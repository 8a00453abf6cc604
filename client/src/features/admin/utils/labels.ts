import type { TFunction } from "i18next";
import type { BadgeTone } from "@/components/ui/badge";

// Words for the codes the admin lists return (analysis payment types, payment types, methods, statuses), from the
// "admin" catalogue; a code the catalogue does not know is shown as it is.

type AdminT = TFunction<"admin">;

const ANALYSIS_PAYMENT_TYPES = ["free", "per_post", "monthly", "promo"];
export const analysisPaymentTypeLabel = (type: string, t: AdminT) =>
  ANALYSIS_PAYMENT_TYPES.includes(type) ? t(`labels.analysisPayment.${type}`) : type;

const PAYMENT_TYPES = ["per_post", "subscription"];
export const paymentTypeLabel = (type: string, t: AdminT) =>
  PAYMENT_TYPES.includes(type) ? t(`labels.paymentType.${type}`) : type;

const PAYMENT_METHODS = ["card", "saved_card", "auto_charge", "promo"];
export const paymentMethodLabel = (method: string, t: AdminT) =>
  PAYMENT_METHODS.includes(method) ? t(`labels.paymentMethod.${method}`) : method;

const paymentStatusTones: Record<string, BadgeTone> = {
  succeeded: "success",
  pending: "warning",
  failed: "danger",
  refunded: "info",
};
export const paymentStatusBadge = (status: string, t: AdminT): { label: string; tone: BadgeTone } => {
  const tone = paymentStatusTones[status];
  return tone ? { label: t(`labels.paymentStatus.${status}`), tone } : { label: status, tone: "neutral" };
};

const bandTones: Record<string, BadgeTone> = { "Very High": "success", High: "info", Medium: "warning", Low: "danger" };
/** The tone of a viral-potential band (the band's words are always shown too). */
export const bandTone = (band: string): BadgeTone => bandTones[band] ?? "neutral";
/** The band's words ("Very High" is the server's code and the English text). */
export const bandLabel = (band: string, t: AdminT) => (band in bandTones ? t(`bands.${band}`) : band);
