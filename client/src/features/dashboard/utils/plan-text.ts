import { planSummary, PRICES } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import type { TFunction } from "i18next";
import type { Money } from "@/i18n/money";

// The plan's name and one-line detail in the reader's language (planSummary in @shared/billing decides which plan;
// the words are the "dashboard" catalogue's plan.*).

export function planText(user: PublicUser, t: TFunction<"dashboard">, money: Money) {
  const plan = planSummary(user);
  if (plan.kind === "premium") return { kind: plan.kind, name: t("plan.premium"), detail: t("plan.premiumDetail") };
  if (plan.kind === "free-trial") {
    const remaining = Math.max(0, user.freeTrialLimit - user.freeTrialsUsed);
    return { kind: plan.kind, name: t("plan.freeTrial"), detail: t("plan.freeRemaining", { count: remaining }) };
  }
  return {
    kind: plan.kind,
    name: t("plan.payPerUse"),
    detail: t("plan.perAnalysis", { price: money.price(PRICES.perAnalysis) }),
  };
}

/** "Excellent", "Good", "Needs Work" → the catalogue's bands.* key. */
export const BAND_KEYS = { Excellent: "excellent", Good: "good", "Needs Work": "needsWork" } as const;

/** "Very High", "High", "Medium", "Low" → potentials.* ; anything else is shown as it came. */
export const POTENTIAL_KEYS: Record<string, string> = {
  "Very High": "veryHigh",
  High: "high",
  Medium: "medium",
  Low: "low",
};
