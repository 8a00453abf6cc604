import { FREE_SUBSCRIPTION_PREFIX, formatCents, PRICES } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import type { TFunction } from "i18next";

// What the profile says about a Pro subscription's end and its next month, true for each kind: a paid one
// renews at its own price (a flash or promo price included); a free month from a 100% code has no card on
// file, so it ends by itself. The words are the "profile" catalogue's (subscription.*); `t` is the reader's.

type SubscriptionFacts = Pick<PublicUser, "stripeSubscriptionId" | "cancelAtPeriodEnd" | "subscriptionStatus">;

export const isFreeMonth = (user: Pick<PublicUser, "stripeSubscriptionId">) =>
  Boolean(user.stripeSubscriptionId?.startsWith(FREE_SUBSCRIPTION_PREFIX));

/** The label beside the period's end date: only a subscription that will charge again "renews". */
export function periodEndLabel(user: SubscriptionFacts): "Ends on" | "Renews on" {
  return user.cancelAtPeriodEnd || isFreeMonth(user) ? "Ends on" : "Renews on";
}

/** "$10.00", or the reader's own way of writing dollars. */
type Cents = (cents: number) => string;

/** The sentence under "Pro Subscription" for a Pro that is not set to end (`renewalAmount` in cents, if known). */
export function renewalSentence(
  user: SubscriptionFacts,
  periodEnd: string | null,
  renewalAmount: number | null | undefined,
  t: TFunction<"profile">,
  cents: Cents = formatCents,
): string {
  if (isFreeMonth(user)) {
    const ends = periodEnd ? t("subscription.freeMonthEndsOn", { date: periodEnd }) : t("subscription.freeMonthEnds");
    return `${ends} ${t("subscription.freeMonthNothingCharged", { price: cents(PRICES.proMonthly) })}`;
  }
  if (!periodEnd) return "";
  return renewalAmount == null
    ? t("subscription.renewsOn", { date: periodEnd })
    : t("subscription.renewsOnAt", { date: periodEnd, price: cents(renewalAmount) });
}

/** The subscription id is shown only while that subscription is in force (not after it was cancelled). */
export function visibleSubscriptionId(user: SubscriptionFacts): string | null {
  return user.subscriptionStatus === "active" ? user.stripeSubscriptionId : null;
}
