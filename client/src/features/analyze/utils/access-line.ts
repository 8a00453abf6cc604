import type { TFunction } from "i18next";
import { analysisAccess, PRICES } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import type { Formatters } from "@/i18n/format";
import { billingStateOf } from "@/lib/billing-state";

/**
 * What the next analysis costs this visitor, under the Analyze button, in the reader's language (the words of
 * accessLine in shared/billing.ts; `t` is bound to the "analyze" namespace).
 */
export function accessLineFor(user: PublicUser | null, t: TFunction<"analyze">, format: Formatters): string {
  if (!user) return t("access.guest");
  const state = billingStateOf(user);
  const number = (value: number) => format.number(value, { useGrouping: false });
  const used = t("access.used", {
    used: number(Math.min(state.freeTrialsUsed, state.freeTrialLimit)),
    limit: number(state.freeTrialLimit),
  });
  const cents = PRICES.perAnalysis;
  const price = format.number(cents / 100, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  });
  switch (analysisAccess(state)) {
    case "monthly":
      return t("access.monthly");
    case "free":
      return t("access.free", { used });
    case "credit":
      return t("access.credit", { count: state.analysisCredits });
    case "auto_charge":
      return t("access.autoCharge", { used, price });
    default:
      return t("access.pay", { used, price });
  }
}
