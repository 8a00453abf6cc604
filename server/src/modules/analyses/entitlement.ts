import { and, eq, lt, sql } from "drizzle-orm";
import type { PaymentType } from "@shared/schemas/analysis";
import type { Tx } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import { isPremium } from "../users/public-user";
import type { UserRow } from "../users/users.repository";

// Who pays for an analysis is decided here, on the server, inside the transaction that stores it
// (issue #3). Order: an active Pro subscription; then a free trial while any remain. Paying per analysis
// (a purchased credit or auto-charge of a saved card) belongs between the two steps below and arrives
// with the payments issue; until then a user with no trial left is asked to pay (402).

export const PAYMENT_REQUIRED_MESSAGE =
  "You've used your free analysis. Please upgrade or purchase per-post analysis to continue.";

export function paymentRequired(): AppError {
  return new AppError("PAYMENT_REQUIRED", PAYMENT_REQUIRED_MESSAGE, { extra: { requiresPayment: true } });
}

/** A cheap early answer before any media work; not binding (the transaction below is). */
export function precheckEntitlement(user: UserRow, freeTrialLimit: number): void {
  if (isPremium(user)) return;
  if (user.freeTrialsUsed < freeTrialLimit) return;
  throw paymentRequired();
}

/**
 * Consumes what pays for this analysis, atomically: the conditional UPDATE lets only one of two
 * concurrent requests take the last free trial. Throws 402 when nothing pays.
 */
export async function consumeEntitlement(tx: Tx, userId: number, freeTrialLimit: number): Promise<PaymentType> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError("UNAUTHENTICATED", "Your account no longer exists.");
  if (isPremium(user)) return "monthly";

  const taken = await tx
    .update(users)
    .set({ freeTrialsUsed: sql`${users.freeTrialsUsed} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), lt(users.freeTrialsUsed, freeTrialLimit)))
    .returning({ id: users.id });
  if (taken.length > 0) return "free";

  // Payments issue: a paid credit or an auto-charge is consumed here before giving up.
  throw paymentRequired();
}
