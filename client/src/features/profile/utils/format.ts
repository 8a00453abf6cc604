import { SUBSCRIPTION_ID_SHOWN_CHARS } from "@shared/constants";

/** The last 8 characters of a subscription id, as the pricing card and profile show it. */
export function shortSubscriptionId(id: string | null | undefined): string | null {
  return id ? id.slice(-SUBSCRIPTION_ID_SHOWN_CHARS) : null;
}

const BRANDS: Record<string, string> = {
  amex: "American Express",
  diners: "Diners Club",
  discover: "Discover",
  jcb: "JCB",
  mastercard: "Mastercard",
  unionpay: "UnionPay",
  visa: "Visa",
};

/** "visa" -> "Visa"; an unknown brand is shown capitalised, an empty one as "Card". */
export function cardBrandLabel(brand: string): string {
  const known = BRANDS[brand.toLowerCase()];
  if (known) return known;
  return brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : "Card";
}

/** "04/28" */
export function cardExpiryLabel(month: number, year: number): string {
  return `${String(month).padStart(2, "0")}/${String(year % 100).padStart(2, "0")}`;
}

/** A card is expired after the last day of its expiry month. */
export function isCardExpired(month: number, year: number, now: Date = new Date()): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}
