import type { BillingState } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";

// The user's fields that decide how the next analysis is paid (shared/billing.ts), read once here so the
// analyze panel, the payment dialogs and the dashboard agree. In lib because several features need it.
export function billingStateOf(user: PublicUser): BillingState {
  return {
    isPremium: user.isPremium,
    freeTrialsUsed: user.freeTrialsUsed,
    freeTrialLimit: user.freeTrialLimit,
    analysisCredits: user.analysisCredits,
    autoChargeEnabled: user.autoChargeEnabled,
    hasPaymentMethod: user.stripePaymentMethodId !== null,
  };
}
