import { FLASH_OFFER_PERCENT, PRICE_PER_ANALYSIS_CENTS, PRO_MONTHLY_CENTS } from "./constants";

// The pure billing rules both sides need, written once: prices, promo arithmetic, the plan a user is on, the
// labels users see for it, and "can this user analyse now". The server decides; the client only
// uses these to show the same answer before asking.

export const DISCOUNT_TYPES = ["percentage", "fixed"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export type Discount = { discountType: DiscountType; discountValue: number };

/** What a discount leaves to pay, in cents: percentage of the price, or cents off floored at $0. */
export function applyDiscount(priceCents: number, discount: Discount | null | undefined): number {
  if (!discount) return priceCents;
  if (discount.discountType === "percentage") {
    const percent = Math.min(100, Math.max(0, discount.discountValue));
    return Math.round((priceCents * (100 - percent)) / 100);
  }
  return Math.max(0, priceCents - Math.max(0, discount.discountValue));
}

/** "$1.00", "$10.00", "$0.50": amounts in order summaries and receipts. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** "$1", "$10", "$4.99": prices in headlines (whole dollars without cents). */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}

/** "20% off" or "$0.50 off". */
export function describeDiscount(discount: Discount): string {
  return discount.discountType === "percentage"
    ? `${discount.discountValue}% off`
    : `${formatCents(discount.discountValue)} off`;
}

export const PRICES = {
  perAnalysis: PRICE_PER_ANALYSIS_CENTS,
  proMonthly: PRO_MONTHLY_CENTS,
  /** The flash offer: 50% off Pro, $5.00 a month. */
  proFlash: applyDiscount(PRO_MONTHLY_CENTS, { discountType: "percentage", discountValue: FLASH_OFFER_PERCENT }),
} as const;

/**
 * The decline code of a payment the provider took that bought nothing: its promo code's use could no longer be
 * taken. It is refunded (automatically, or by an admin when that failed), never granted.
 */
export const PAID_WITHOUT_GRANT = "promo_unavailable";

/** A payment whose money was taken: paid, or paid without the thing it was for (to be refunded). */
export function moneyWasTaken(payment: { status: string; declineCode: string | null }): boolean {
  return payment.status === "succeeded" || (payment.status === "failed" && payment.declineCode === PAID_WITHOUT_GRANT);
}

/**
 * What an admin may refund: money was taken and not all of it given back (a paid payment, or one paid without
 * its grant whose automatic refund failed). The server decides again when the refund is asked for.
 */
export function isRefundable(payment: {
  status: string;
  declineCode: string | null;
  amount: number;
  refundedAmount: number;
}): boolean {
  return moneyWasTaken(payment) && payment.amount > payment.refundedAmount;
}

export const PLANS = ["free", "monthly", "per_post"] as const;
export type Plan = (typeof PLANS)[number];

/** A subscription id made by a 100% promo code: a free Pro month with no card and no provider object. */
export const FREE_SUBSCRIPTION_PREFIX = "free_subscription_";

/** Pro is active while the monthly plan's status is active (cancel takes effect at once). */
export function isPremium(user: { subscriptionPlan: string; subscriptionStatus: string | null }): boolean {
  return user.subscriptionPlan === "monthly" && user.subscriptionStatus === "active";
}

/** The fields of a user that decide how their next analysis is paid for. */
export type BillingState = {
  isPremium: boolean;
  freeTrialsUsed: number;
  freeTrialLimit: number;
  analysisCredits: number;
  autoChargeEnabled: boolean;
  hasPaymentMethod: boolean;
};

/** How the next analysis would be paid, in this order: Pro, free trial, a credit, auto-charge. */
export type AnalysisAccess = "monthly" | "free" | "credit" | "auto_charge" | "payment_required";

export function analysisAccess(state: BillingState): AnalysisAccess {
  if (state.isPremium) return "monthly";
  if (state.freeTrialsUsed < state.freeTrialLimit) return "free";
  if (state.analysisCredits > 0) return "credit";
  if (state.autoChargeEnabled && state.hasPaymentMethod) return "auto_charge";
  return "payment_required";
}

export function freeTrialsLeft(state: Pick<BillingState, "freeTrialsUsed" | "freeTrialLimit">): number {
  return Math.max(0, state.freeTrialLimit - state.freeTrialsUsed);
}

/** One line under the Analyze button saying what this analysis will cost. */
export function accessLine(state: BillingState): string {
  const used = `Free analyses used: ${Math.min(state.freeTrialsUsed, state.freeTrialLimit)}/${state.freeTrialLimit}.`;
  switch (analysisAccess(state)) {
    case "monthly":
      return "Pro plan: unlimited analyses.";
    case "free":
      return `${used} This one is free.`;
    case "credit":
      return `You have ${state.analysisCredits} paid ${state.analysisCredits === 1 ? "analysis" : "analyses"} ready. This one uses one.`;
    case "auto_charge":
      return `${used} This one is ${formatPrice(PRICES.perAnalysis)}, charged to your saved card.`;
    default:
      return `${used} Further analyses are ${formatPrice(PRICES.perAnalysis)} each, or unlimited with Pro.`;
  }
}

export type PlanKind = "premium" | "free-trial" | "pay-per-use";
export type PlanSummary = { kind: PlanKind; name: string; shortName: string; detail: string };

/** Which plan a user is shown to be on (Pro, Free Trial, Pay Per Use), with the trial limit from the server. */
export function planSummary(state: Pick<BillingState, "isPremium" | "freeTrialsUsed" | "freeTrialLimit">): PlanSummary {
  if (state.isPremium) {
    return { kind: "premium", name: "Premium Pro", shortName: "Pro", detail: "Unlimited analyses · Priority support" };
  }
  const remaining = freeTrialsLeft(state);
  if (remaining > 0) {
    return {
      kind: "free-trial",
      name: "Free Trial",
      shortName: "Free Trial",
      detail: `${remaining} free ${remaining === 1 ? "analysis" : "analyses"} remaining`,
    };
  }
  return {
    kind: "pay-per-use",
    name: "Pay Per Use",
    shortName: "Pay Per Use",
    detail: `${formatPrice(PRICES.perAnalysis)} per analysis`,
  };
}

/** The profile's labels: plan name, status and badge. */
export function profilePlanLabel(plan: string): string {
  if (plan === "monthly") return "Pro Monthly";
  if (plan === "per_post") return "Pay Per Analysis";
  return "Free";
}
export function subscriptionStatusLabel(status: string | null): "Active" | "Inactive" {
  return status === "active" ? "Active" : "Inactive";
}
export function planBadge(plan: string): "Pro Member" | "Premium" {
  return plan === "monthly" ? "Pro Member" : "Premium";
}

/** Stripe's public test cards and what they do in test mode. */
export const TEST_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  authenticationRequired: "4000002760003184",
} as const;
