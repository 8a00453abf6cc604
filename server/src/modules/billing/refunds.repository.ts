import { and, desc, eq, gt, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { PAID_WITHOUT_GRANT } from "@shared/billing";
import type { Db, Tx } from "../../db/client";
import { announceUserChange } from "../../db/user-changes";
import { payments, users } from "../../db/schema";
import type { PaymentRow, SubscriptionColumns } from "./billing.repository";

// The writes of the money-back guarantee. Each state change is one conditional UPDATE, so two admins (or an
// admin and Stripe's webhook) racing on one payment change it once: the loser's UPDATE matches no row.

/** Money was taken for it: a paid payment, or one paid without what it was for (see PAID_WITHOUT_GRANT). */
const moneyTaken = or(
  eq(payments.status, "succeeded"),
  and(eq(payments.status, "failed"), eq(payments.declineCode, PAID_WITHOUT_GRANT)),
);

/** A claim older than this belonged to a request that died; the refund may be started again (same key). */
const STALE_CLAIM_MS = 2 * 60 * 1000;

export function createRefundsRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    async listForUser(userId: number, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit);
    },

    async find(id: number): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },

    /** Records the owner's request once; null when it was already asked for (or the payment changed). */
    async recordRequest(input: { id: number; userId: number; reason: string; at: Date }): Promise<PaymentRow | null> {
      const [row] = await db
        .update(payments)
        .set({ refundRequestedAt: input.at, refundReason: input.reason || null, updatedAt: input.at })
        .where(
          and(
            eq(payments.id, input.id),
            eq(payments.userId, input.userId),
            eq(payments.status, "succeeded"),
            isNull(payments.refundRequestedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Takes the right to call the provider for this payment's refund: only one request holds it at a time.
     * A paid payment (or one paid without grant) with money still to give back, and no live claim.
     */
    async claim(id: number, now: Date): Promise<PaymentRow | null> {
      const stale = new Date(now.getTime() - STALE_CLAIM_MS);
      const [row] = await db
        .update(payments)
        .set({ refundClaimedAt: now })
        .where(
          and(
            eq(payments.id, id),
            moneyTaken,
            gt(payments.amount, 0),
            isNotNull(payments.providerPaymentIntentId),
            or(isNull(payments.refundClaimedAt), lt(payments.refundClaimedAt, stale)),
          ),
        )
        .returning();
      return row ?? null;
    },

    async releaseClaim(id: number): Promise<void> {
      await db.update(payments).set({ refundClaimedAt: null }).where(eq(payments.id, id));
    },

    /** succeeded (or paid without grant) → refunded, once. Returns the row only for the caller that made the change. */
    async markRefunded(
      tx: Tx,
      input: { id: number; refundId: string; at: Date; amount: number },
    ): Promise<PaymentRow | null> {
      const [row] = await tx
        .update(payments)
        .set({
          status: "refunded",
          refundedAmount: sql`${payments.amount}`,
          refundedAt: input.at,
          providerRefundId: input.refundId,
          refundClaimedAt: null,
          updatedAt: input.at,
        })
        .where(and(eq(payments.id, input.id), moneyTaken, lte(payments.amount, input.amount)))
        .returning();
      return row ?? null;
    },

    /** A partial refund made at the provider: the payment stays paid, the refunded part stops being revenue. */
    async recordPartialRefund(id: number, amount: number, refundId: string, at: Date): Promise<void> {
      await db
        .update(payments)
        .set({ refundedAmount: amount, providerRefundId: refundId, refundedAt: at, updatedAt: at })
        .where(
          and(
            eq(payments.id, id),
            eq(payments.status, "succeeded"),
            lt(payments.refundedAmount, amount),
            gt(payments.amount, amount),
          ),
        );
    },

    /** Takes back one unused analysis credit; false when none is left (it was used). */
    async takeBackCredit(tx: Tx, userId: number): Promise<boolean> {
      const taken = await tx
        .update(users)
        .set({ analysisCredits: sql`${users.analysisCredits} - 1`, updatedAt: new Date() })
        .where(and(eq(users.id, userId), gt(users.analysisCredits, 0)))
        .returning({ id: users.id });
      announceUserChange(db, userId);
      return taken.length > 0;
    },

    /** Ends Pro when the user is still on the refunded subscription; false when they are not (any more). */
    async endSubscription(tx: Tx, userId: number, subscriptionId: string, columns: SubscriptionColumns) {
      const ended = await tx
        .update(users)
        .set({ ...columns, updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.providerSubscriptionId, subscriptionId)))
        .returning({ id: users.id });
      announceUserChange(db, userId);
      return ended.length > 0;
    },
  };
}
export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
