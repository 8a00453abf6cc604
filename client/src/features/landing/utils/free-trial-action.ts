import type { PublicUser } from "@shared/schemas/user";

// What the Free Trial card offers: a guest starts it; a creator with a free analysis left (or Pro) goes to
// Analyze; once the free analyses are used, the card says so instead of sending them to a paywall.

export type FreeTrialAction = "start" | "analyze" | "used";

export function freeTrialAction(
  user: Pick<PublicUser, "isPremium" | "freeTrialsUsed" | "freeTrialLimit"> | null,
): FreeTrialAction {
  if (!user) return "start";
  if (user.isPremium || user.freeTrialsUsed < user.freeTrialLimit) return "analyze";
  return "used";
}
