import { isPremium } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import type { AccountUser } from "./user-accounts";

export { isPremium };

/** The one mapping from a database row to what the API may show: no password hash, camelCase, ISO dates. */
export function toPublicUser(user: AccountUser, freeTrialLimit: number): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    pendingEmail: user.pendingEmail,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language === "ar" ? "ar" : "en",
    freeTrialsUsed: user.freeTrialsUsed,
    freeTrialLimit,
    analysisCredits: user.analysisCredits,
    autoChargeEnabled: user.autoChargeEnabled,
    // The API keeps the stripe* names it always had (decision 035); the columns are provider_*.
    stripeCustomerId: user.providerCustomerId,
    stripeSubscriptionId: user.providerSubscriptionId,
    stripePaymentMethodId: user.providerPaymentMethodId,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan:
      user.subscriptionPlan === "monthly" || user.subscriptionPlan === "per_post" ? user.subscriptionPlan : "free",
    currentPeriodEnd: user.currentPeriodEnd ? user.currentPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    isPremium: isPremium(user),
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
  };
}
