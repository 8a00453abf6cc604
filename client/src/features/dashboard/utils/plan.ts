import type { PublicUser } from "@shared/schemas/user";

export type PlanKind = "premium" | "free-trial" | "pay-per-use";
export type PlanSummary = { kind: PlanKind; name: string; shortName: string; detail: string };

/** Plan display rules of spec customer-app §4, with the trial limit from the server (PRODUCT.md §2). */
export function planSummary(user: Pick<PublicUser, "isPremium" | "freeTrialsUsed" | "freeTrialLimit">): PlanSummary {
  if (user.isPremium) {
    return { kind: "premium", name: "Premium Pro", shortName: "Pro", detail: "Unlimited analyses · Priority support" };
  }
  const remaining = Math.max(0, user.freeTrialLimit - user.freeTrialsUsed);
  if (remaining > 0) {
    return {
      kind: "free-trial",
      name: "Free Trial",
      shortName: "Free Trial",
      detail: `${remaining} free ${remaining === 1 ? "analysis" : "analyses"} remaining`,
    };
  }
  return { kind: "pay-per-use", name: "Pay Per Use", shortName: "Pay Per Use", detail: "$1 per analysis" };
}

export type DashboardStats = { totalAnalyses: number; averageScore: number | null; bestScore: number | null };
