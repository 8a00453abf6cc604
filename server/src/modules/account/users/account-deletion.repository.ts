import { count, eq } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client";
import { announceUserChange } from "../../../db/user-changes";
import { analyses, paymentMethods, sessions, users } from "../../../db/schema";

export type DeletableUser = {
  id: number;
  email: string;
  emailVerified: boolean;
  username: string;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  subscriptionStatus: string | null;
  subscriptionPlan: string;
};

const columns = {
  id: users.id,
  email: users.email,
  emailVerified: users.emailVerified,
  username: users.username,
  providerCustomerId: users.providerCustomerId,
  providerSubscriptionId: users.providerSubscriptionId,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionPlan: users.subscriptionPlan,
};

// Deleting a user row takes its sessions, analyses (with their preview stills), saved cards, promo
// redemptions, verification and password-reset tokens with it (ON DELETE CASCADE); payments and contact
// messages stay with user_id set to null (ON DELETE SET NULL), because payments are accounting records.
// "Delete my account" also deletes the contact messages in its transaction (account/privacy-deletion.ts).
export function createAccountDeletionRepository(db: Db) {
  return {
    async findUser(userId: number): Promise<DeletableUser | null> {
      const [row] = await db.select(columns).from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /** The user row locked until the transaction ends: no analysis, card or session can be added meanwhile. */
    async lockUser(tx: Tx, userId: number): Promise<DeletableUser | null> {
      const [row] = await tx.select(columns).from(users).where(eq(users.id, userId)).for("update");
      return row ?? null;
    },

    /** What goes with the account, for the record of the deletion. */
    async countOwned(tx: Tx, userId: number): Promise<{ analyses: number; cards: number; sessions: number }> {
      const [a] = await tx.select({ n: count() }).from(analyses).where(eq(analyses.userId, userId));
      const [c] = await tx.select({ n: count() }).from(paymentMethods).where(eq(paymentMethods.userId, userId));
      const [s] = await tx.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
      return { analyses: a?.n ?? 0, cards: c?.n ?? 0, sessions: s?.n ?? 0 };
    },

    async deleteUser(tx: Tx, userId: number): Promise<boolean> {
      const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      announceUserChange(db, userId);
      return deleted.length > 0;
    },
  };
}
