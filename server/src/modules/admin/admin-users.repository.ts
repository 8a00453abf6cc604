import { count, eq } from "drizzle-orm";
import { isPremium } from "@shared/billing";
import type { AdminUserRow } from "@shared/schemas/admin-lists";
import type { Db, Tx } from "../../db/client";
import { analyses, payments, users } from "../../db/schema";

type UserRow = typeof users.$inferSelect;
type Conn = Db | Tx;

/** A user as the admin lists show it (the same shape GET /api/admin/users answers), never the password hash. */
export function toAdminUserRow(user: UserRow, counts: { analyses: number; payments: number }): AdminUserRow {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language === "ar" ? "ar" : "en",
    freeTrialsUsed: user.freeTrialsUsed,
    autoChargeEnabled: user.autoChargeEnabled,
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionActive: isPremium(user),
    emailVerified: user.emailVerified,
    analysesCount: counts.analyses,
    paymentsCount: counts.payments,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The admin area's writes to users (the users module's repository does the plain inserts and updates). */
export function createAdminUsersRepository(db: Db) {
  return {
    /** The row locked until the transaction ends, so the audit's "before" is what the update replaced. */
    async lockUser(tx: Tx, id: number): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
      return row ?? null;
    },

    async present(user: UserRow, conn: Conn = db): Promise<AdminUserRow> {
      const [a] = await conn.select({ n: count() }).from(analyses).where(eq(analyses.userId, user.id));
      const [p] = await conn.select({ n: count() }).from(payments).where(eq(payments.userId, user.id));
      return toAdminUserRow(user, { analyses: a?.n ?? 0, payments: p?.n ?? 0 });
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
