import { and, count, desc, eq, gt, gte, inArray, isNotNull, isNull, like, lt, lte, ne, or, sql } from "drizzle-orm";
import { PAID_WITHOUT_GRANT } from "@shared/billing";
import { DEFAULT_FREE_TRIAL_LIMIT } from "@shared/constants";
import type { Db, Tx } from "../../db/client";
import { announceUserChange } from "../../db/user-changes";
import { AppError } from "../../errors";
import {
  appSecrets,
  paymentMethods,
  payments,
  processedWebhookEvents,
  promoCodes,
  promoRedemptions,
  settings,
  users,
} from "../../db/schema";
import type { AccountUser } from "../account/users/user-accounts";

// The only code that writes the subscription and credit columns of users, payments, saved cards and the promo tables.
// Every "grant" is a conditional UPDATE, so concurrent requests cannot both win
// (docs/decisions/004-exactly-once-money.md).

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type PromoRow = typeof promoCodes.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
/** The user billing works on: the account a route hands in (no password hash) or a row billing read itself. */
export type BillingUserRow = AccountUser;

export type SubscriptionColumns = {
  providerSubscriptionId: string | null;
  subscriptionStatus: string | null;
  subscriptionPlan: "free" | "monthly" | "per_post";
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

type Conn = Db | Tx;

/** A webhook claim older than this that never completed belonged to a process that died. */
const STALE_WEBHOOK_CLAIM_MS = 5 * 60 * 1000;

/** Gives back the promo use a payment reserved: its redemption row goes and the count goes down by one. */
async function releasePromo(tx: Tx, paymentId: number): Promise<void> {
  const released = await tx
    .delete(promoRedemptions)
    .where(eq(promoRedemptions.paymentId, paymentId))
    .returning({ promoCodeId: promoRedemptions.promoCodeId });
  for (const { promoCodeId } of released) {
    await tx
      .update(promoCodes)
      .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
      .where(eq(promoCodes.id, promoCodeId));
  }
}

async function reserveOrRefuse(tx: Tx, row: PaymentRow, target: "analysis" | "subscription", now: Date) {
  const reserved = await redeem(tx, {
    promoCodeId: row.promoCodeId!,
    userId: row.userId!,
    target,
    paymentId: row.id,
    now,
  });
  if (!reserved) throw new AppError("PROMO_INVALID", "This promo code has reached its usage limit or was already used");
}

/**
 * Counts one use of a code, in the caller's transaction, only while it is active, in its dates and under
 * maxUses (the row lock makes concurrent redemptions queue and re-check), and records that this user
 * redeemed it. Returns false when the code can no longer be used or this user already used it; the caller
 * then rolls back, so the count never rises for a refused use.
 */
async function redeem(
  tx: Tx,
  input: {
    promoCodeId: number;
    userId: number;
    target: "analysis" | "subscription";
    paymentId: number | null;
    now: Date;
  },
): Promise<boolean> {
  const usable = and(
    eq(promoCodes.id, input.promoCodeId),
    eq(promoCodes.isActive, true),
    lte(promoCodes.startDate, input.now),
    gte(promoCodes.endDate, input.now),
    or(isNull(promoCodes.maxUses), lt(promoCodes.usedCount, promoCodes.maxUses)),
  );
  const recorded = await tx
    .insert(promoRedemptions)
    .values({ promoCodeId: input.promoCodeId, userId: input.userId, target: input.target, paymentId: input.paymentId })
    .onConflictDoNothing()
    .returning({ id: promoRedemptions.id });
  if (recorded.length === 0) return false;
  const counted = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(usable)
    .returning({ id: promoCodes.id });
  return counted.length > 0;
}

export function createBillingRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    async findUser(id: number, tx: Conn = db): Promise<BillingUserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },
    async findUserBySubscription(subscriptionId: string): Promise<BillingUserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.providerSubscriptionId, subscriptionId)).limit(1);
      return row ?? null;
    },
    async findUserByCustomer(customerId: string): Promise<BillingUserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.providerCustomerId, customerId)).limit(1);
      return row ?? null;
    },

    /** Sets the customer id once; a concurrent request that set it first wins and its id is returned. */
    async setCustomerId(userId: number, customerId: string): Promise<string> {
      const [row] = await db
        .update(users)
        .set({ providerCustomerId: customerId, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.providerCustomerId)))
        .returning({ id: users.providerCustomerId });
      announceUserChange(db, userId);
      if (row?.id) return row.id;
      const [current] = await db.select({ id: users.providerCustomerId }).from(users).where(eq(users.id, userId));
      return current!.id!;
    },

    /** The operator's free-trial limit, read in the caller's transaction. */
    async freeTrialLimit(tx: Tx): Promise<number> {
      const [row] = await tx.select({ limit: settings.freeTrialLimit }).from(settings).where(eq(settings.id, 1));
      return row?.limit ?? DEFAULT_FREE_TRIAL_LIMIT;
    },
    async takeFreeTrial(tx: Tx, userId: number, limit: number): Promise<boolean> {
      const taken = await tx
        .update(users)
        .set({ freeTrialsUsed: sql`${users.freeTrialsUsed} + 1`, updatedAt: new Date() })
        .where(and(eq(users.id, userId), lt(users.freeTrialsUsed, limit)))
        .returning({ id: users.id });
      announceUserChange(db, userId);
      return taken.length > 0;
    },
    /** Spends a credit a 100% promo code granted, if one is waiting. */
    async takePromoCredit(tx: Tx, userId: number): Promise<boolean> {
      const taken = await tx
        .update(users)
        .set({
          analysisCredits: sql`${users.analysisCredits} - 1`,
          promoCredits: sql`${users.promoCredits} - 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, userId), gt(users.promoCredits, 0), gt(users.analysisCredits, 0)))
        .returning({ id: users.id });
      announceUserChange(db, userId);
      return taken.length > 0;
    },
    async takeCredit(tx: Tx, userId: number): Promise<boolean> {
      const taken = await tx
        .update(users)
        .set({ analysisCredits: sql`${users.analysisCredits} - 1`, updatedAt: new Date() })
        .where(and(eq(users.id, userId), gt(users.analysisCredits, 0)))
        .returning({ id: users.id });
      announceUserChange(db, userId);
      return taken.length > 0;
    },
    async grantCredit(tx: Tx, userId: number, options: { promo?: boolean } = {}): Promise<void> {
      await tx
        .update(users)
        .set({
          analysisCredits: sql`${users.analysisCredits} + 1`,
          ...(options.promo ? { promoCredits: sql`${users.promoCredits} + 1` } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      announceUserChange(db, userId);
    },

    /** A user on the free plan who pays for an analysis is on the pay-per-analysis plan from now on. */
    async markPerAnalysisPlan(tx: Tx, userId: number): Promise<void> {
      await tx
        .update(users)
        .set({ subscriptionPlan: "per_post", updatedAt: new Date() })
        .where(and(eq(users.id, userId), eq(users.subscriptionPlan, "free")));
      announceUserChange(db, userId);
    },
    async setSubscription(userId: number, columns: SubscriptionColumns, tx: Conn = db): Promise<void> {
      await tx
        .update(users)
        .set({ ...columns, updatedAt: new Date() })
        .where(eq(users.id, userId));
      announceUserChange(db, userId);
    },
    async setAutoCharge(userId: number, enabled: boolean): Promise<void> {
      await db.update(users).set({ autoChargeEnabled: enabled, updatedAt: new Date() }).where(eq(users.id, userId));
      announceUserChange(db, userId);
    },

    // Payments.
    async insertPayment(values: NewPaymentRow, tx: Conn = db): Promise<PaymentRow> {
      const [row] = await tx.insert(payments).values(values).returning();
      return row!;
    },
    async updatePayment(id: number, values: Partial<NewPaymentRow>): Promise<PaymentRow> {
      const [row] = await db
        .update(payments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(payments.id, id))
        .returning();
      return row!;
    },
    /**
     * Removes a pending row the provider never gave an intent or subscription to (its call failed), so a 502
     * leaves nothing half-written behind (provider.ts: "billing answers 502 and writes nothing").
     */
    async deleteUnstartedPayment(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await releasePromo(tx, id);
        await tx
          .delete(payments)
          .where(
            and(
              eq(payments.id, id),
              eq(payments.status, "pending"),
              isNull(payments.providerPaymentIntentId),
              isNull(payments.providerSubscriptionId),
            ),
          );
      });
    },
    async findPaymentByIntent(paymentIntentId: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.providerPaymentIntentId, paymentIntentId));
      return row ?? null;
    },
    async findPaymentById(id: number): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },
    async findPaymentByKey(key: string): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
      return row ?? null;
    },
    async countPayments(
      userId: number,
      method: string,
      type: "per_post" | "subscription" = "per_post",
    ): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.method, method), eq(payments.type, type)));
      return Number(row?.n ?? 0);
    },
    /** An unpaid checkout of the last hour for the same amount and code, to reuse instead of opening another. */
    async findOpenCheckout(userId: number, amount: number, promoCodeId: number | null, since: Date) {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.type, "per_post"),
            eq(payments.method, "card"),
            eq(payments.status, "pending"),
            eq(payments.amount, amount),
            promoCodeId === null ? isNull(payments.promoCodeId) : eq(payments.promoCodeId, promoCodeId),
            gte(payments.createdAt, since),
          ),
        )
        .orderBy(desc(payments.id))
        .limit(1);
      return row ?? null;
    },
    /**
     * Decides, under a lock on the user's row, whether a saved-card charge should start: not when a paid
     * credit is already waiting, and not twice for one action: a pending saved-card charge of the last
     * minutes (a double click, a retry) is returned instead of opening another. Otherwise the pending row
     * is written with the action's idempotency key before the provider is called.
     */
    async claimSavedCardCharge(input: {
      userId: number;
      key: string | ((sequence: number) => string);
      since: Date;
      now: Date;
      values: Omit<NewPaymentRow, "idempotencyKey" | "userId">;
    }): Promise<{ kind: "credit_waiting" } | { kind: "payment"; row: PaymentRow; created: boolean }> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ credits: users.analysisCredits })
          .from(users)
          .where(eq(users.id, input.userId))
          .for("update");
        if (typeof input.key === "string") {
          const [existing] = await tx.select().from(payments).where(eq(payments.idempotencyKey, input.key));
          if (existing) return { kind: "payment" as const, row: existing, created: false };
        }
        if ((user?.credits ?? 0) > 0) return { kind: "credit_waiting" as const };
        const [pending] = await tx
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.userId, input.userId),
              inArray(payments.method, ["auto_charge", "saved_card"]),
              eq(payments.status, "pending"),
              gte(payments.createdAt, input.since),
            ),
          )
          .orderBy(desc(payments.id))
          .limit(1);
        if (pending) return { kind: "payment" as const, row: pending, created: false };
        const [counted] = await tx
          .select({ n: count() })
          .from(payments)
          .where(and(eq(payments.userId, input.userId), inArray(payments.method, ["auto_charge", "saved_card"])));
        const key = typeof input.key === "string" ? input.key : input.key(Number(counted?.n ?? 0));
        const [row] = await tx
          .insert(payments)
          .values({ ...input.values, userId: input.userId, idempotencyKey: key })
          .returning();
        if (row!.promoCodeId) await reserveOrRefuse(tx, row!, "analysis", input.now);
        return { kind: "payment" as const, row: row!, created: true };
      });
    },

    /**
     * pending (or failed, then paid after all) → succeeded exactly once; returns the row only for the request
     * that made the change. A refunded payment stays refunded: its intent still reads "succeeded" at the provider.
     */
    async markPaymentSucceeded(tx: Tx, id: number): Promise<PaymentRow | null> {
      const [row] = await tx
        .update(payments)
        .set({ status: "succeeded", failureMessage: null, declineCode: null, updatedAt: new Date() })
        .where(and(eq(payments.id, id), inArray(payments.status, ["pending", "failed"])))
        .returning();
      return row ?? null;
    },
    /**
     * pending → failed; the promo use it had reserved is given back in the same transaction. True only for
     * the call that made the change.
     */
    async markPaymentFailed(id: number, message: string, declineCode: string | null): Promise<boolean> {
      return db.transaction(async (tx) => {
        const failed = await tx
          .update(payments)
          .set({ status: "failed", failureMessage: message, declineCode, updatedAt: new Date() })
          .where(and(eq(payments.id, id), eq(payments.status, "pending")))
          .returning({ id: payments.id });
        if (failed.length > 0) await releasePromo(tx, id);
        return failed.length > 0;
      });
    },
    /**
     * A payment the provider took that buys nothing (its promo use could not be taken): it stays failed here,
     * holds no promo use, and says why, so the creator and the operator see that it is to be refunded.
     */
    async markPaidWithoutGrant(id: number, message: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(payments)
          .set({ status: "failed", failureMessage: message, declineCode: PAID_WITHOUT_GRANT, updatedAt: new Date() })
          .where(
            and(
              eq(payments.id, id),
              ne(payments.status, "succeeded"),
              sql`${payments.declineCode} is distinct from ${PAID_WITHOUT_GRANT}`,
            ),
          )
          .returning({ id: payments.id });
        if (marked.length > 0) await releasePromo(tx, id);
        return marked.length > 0;
      });
    },
    /**
     * Writes a pending payment and, when it carries a promo code, reserves one use of the code for it in the
     * same transaction (limit, dates, one per user): a code with maxUses 5 cannot be opened by 30 checkouts.
     * Throws PROMO_INVALID (and writes nothing) when the code can no longer be used.
     */
    async insertPendingPayment(
      values: NewPaymentRow,
      target: "analysis" | "subscription",
      now: Date,
    ): Promise<PaymentRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(payments).values(values).returning();
        if (row!.promoCodeId && row!.userId) await reserveOrRefuse(tx, row!, target, now);
        return row!;
      });
    },
    /** This user's unpaid payments that hold a use of the code (a newer checkout with it replaces them). */
    async listPendingWithPromo(userId: number, promoCodeId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.promoCodeId, promoCodeId), eq(payments.status, "pending")))
        .orderBy(payments.id);
    },
    /**
     * This user's unpaid Pro checkouts (each names its subscription attempt in its key; renewals, which the
     * provider keeps retrying, have none and are not listed).
     */
    async listPendingSubscriptionCheckouts(userId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.type, "subscription"),
            eq(payments.status, "pending"),
            isNotNull(payments.providerSubscriptionId),
            like(payments.idempotencyKey, "subscription:user:%"),
          ),
        )
        .orderBy(payments.id);
    },
    /**
     * One declined attempt at a PaymentIntent that stays payable (the customer may try another card): its own
     * failed row, written once per attempt (the key names it). The row's payment stays pending. null when
     * this attempt was recorded already.
     */
    async recordDeclinedAttempt(values: NewPaymentRow & { idempotencyKey: string }): Promise<PaymentRow | null> {
      const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    /** Whether this payment still holds its promo reservation (a late payment of an abandoned checkout may not). */
    async hasRedemptionFor(tx: Tx, paymentId: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: promoRedemptions.id })
        .from(promoRedemptions)
        .where(eq(promoRedemptions.paymentId, paymentId))
        .limit(1);
      return Boolean(row);
    },
    /** The price a subscription was opened at (its first paid invoice), which is what it renews at. */
    async subscriptionPrice(subscriptionId: string): Promise<number | null> {
      const [row] = await db
        .select({ amount: payments.amount })
        .from(payments)
        .where(and(eq(payments.providerSubscriptionId, subscriptionId), eq(payments.status, "succeeded")))
        .orderBy(payments.id)
        .limit(1);
      return row?.amount ?? null;
    },
    async markReceiptSent(id: number): Promise<void> {
      await db.update(payments).set({ receiptSentAt: new Date() }).where(eq(payments.id, id));
    },

    // Promo codes.
    async findPromoByCode(code: string): Promise<PromoRow | null> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.toUpperCase())).limit(1);
      return row ?? null;
    },
    async findPromoById(id: number): Promise<PromoRow | null> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
      return row ?? null;
    },
    async hasRedeemed(promoCodeId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: promoRedemptions.id })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.promoCodeId, promoCodeId), eq(promoRedemptions.userId, userId)))
        .limit(1);
      return Boolean(row);
    },
    redeemPromo: redeem,

    // Saved cards.
    async listPaymentMethods(userId: number): Promise<PaymentMethodRow[]> {
      return db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, userId))
        .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt));
    },
    async findPaymentMethod(id: string): Promise<PaymentMethodRow | null> {
      const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id)).limit(1);
      return row ?? null;
    },
    /** false when the same card (fingerprint) was saved meanwhile, e.g. from another tab. */
    async insertPaymentMethod(values: typeof paymentMethods.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(paymentMethods)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: paymentMethods.id });
      if (inserted.length > 0) return true;
      const [same] = await db
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(eq(paymentMethods.id, values.id));
      return Boolean(same);
    },
    async deletePaymentMethod(id: string): Promise<void> {
      await db.delete(paymentMethods).where(eq(paymentMethods.id, id));
    },
    /** Makes one card the default (or none) and points users.provider_payment_method_id at it. */
    async setDefaultPaymentMethod(
      userId: number,
      paymentMethodId: string | null,
      options: { autoCharge?: boolean } = {},
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(paymentMethods)
          .set({ isDefault: sql`${paymentMethods.id} = ${paymentMethodId ?? ""}` })
          .where(eq(paymentMethods.userId, userId));
        await tx
          .update(users)
          .set({
            providerPaymentMethodId: paymentMethodId,
            ...(options.autoCharge === undefined ? {} : { autoChargeEnabled: options.autoCharge }),
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId));
      });
      announceUserChange(db, userId);
    },

    // Webhook events: claimed once by id.
    async claimWebhookEvent(id: string, type: string, now = new Date()): Promise<boolean> {
      const rows = await db
        .insert(processedWebhookEvents)
        .values({ id, type, processedAt: now })
        .onConflictDoNothing()
        .returning({ id: processedWebhookEvents.id });
      if (rows.length > 0) return true;
      // Claimed long ago and never completed: the process handling it died. Take it over (one taker wins).
      const stale = await db
        .update(processedWebhookEvents)
        .set({ processedAt: now })
        .where(
          and(
            eq(processedWebhookEvents.id, id),
            isNull(processedWebhookEvents.completedAt),
            lt(processedWebhookEvents.processedAt, new Date(now.getTime() - STALE_WEBHOOK_CLAIM_MS)),
          ),
        )
        .returning({ id: processedWebhookEvents.id });
      return stale.length > 0;
    },
    async completeWebhookEvent(id: string): Promise<void> {
      await db.update(processedWebhookEvents).set({ completedAt: new Date() }).where(eq(processedWebhookEvents.id, id));
    },
    async releaseWebhookEvent(id: string): Promise<void> {
      await db.delete(processedWebhookEvents).where(eq(processedWebhookEvents.id, id));
    },

    async findSecret(name: string): Promise<string | null> {
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
      return row?.value ?? null;
    },
    /** A server-made secret, created once and shared by every process. */
    async getOrCreateSecret(name: string, make: () => string): Promise<string> {
      await db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
      return row!.value;
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
