import { FREE_SUBSCRIPTION_PREFIX, formatCents, PRICES } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";

// What the profile says about a Pro subscription's end and its next month, true for each kind: a paid one
// renews at its own price (a flash or promo price included); a free month from a 100% code has no card on
// file, so it ends by itself.

type SubscriptionFacts = Pick<PublicUser, "stripeSubscriptionId" | "cancelAtPeriodEnd" | "subscriptionStatus">;

export const isFreeMonth = (user: Pick<PublicUser, "stripeSubscriptionId">) =>
  Boolean(user.stripeSubscriptionId?.startsWith(FREE_SUBSCRIPTION_PREFIX));

/** The label beside the period's end date: only a subscription that will charge again "renews". */
export function periodEndLabel(user: SubscriptionFacts): "Ends on" | "Renews on" {
  return user.cancelAtPeriodEnd || isFreeMonth(user) ? "Ends on" : "Renews on";
}

/** The sentence under "Pro Subscription" for a Pro that is not set to end (`renewalAmount` in cents, if known). */
export function renewalSentence(
  user: SubscriptionFacts,
  periodEnd: string | null,
  renewalAmount: number | null | undefined,
): string {
  if (isFreeMonth(user)) {
    const ends = periodEnd ? `Your free Pro month ends on ${periodEnd}.` : "Your free Pro month ends after a month.";
    return `${ends} Nothing is charged: to keep Pro after that, subscribe for ${formatCents(PRICES.proMonthly)} a month.`;
  }
  if (!periodEnd) return "";
  return renewalAmount == null
    ? `Renews on ${periodEnd}.`
    : `Renews on ${periodEnd} at ${formatCents(renewalAmount)} a month.`;
}

/** The subscription id is shown only while that subscription is in force (not after it was cancelled). */
export function visibleSubscriptionId(user: SubscriptionFacts): string | null {
  return user.subscriptionStatus === "active" ? user.stripeSubscriptionId : null;
}
