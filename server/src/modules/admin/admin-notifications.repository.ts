import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments, users } from "../../db/schema";

export function createAdminNotificationsRepository(db: Db) {
  return {
    async findPayment(id: number) {
      const [row] = await db
        .select({
          id: payments.id,
          amount: payments.amount,
          type: payments.type,
          method: payments.method,
          status: payments.status,
          failureMessage: payments.failureMessage,
          providerSubscriptionId: payments.providerSubscriptionId,
          createdAt: payments.createdAt,
          refundRequestedAt: payments.refundRequestedAt,
          refundReason: payments.refundReason,
          user: { id: users.id, username: users.username, email: users.email },
        })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(eq(payments.id, id))
        .limit(1);
      if (!row) return null;
      // A left join gives an object of nulls when the user is gone (payments outlive accounts).
      return { ...row, user: row.user?.id == null ? null : row.user };
    },
    async countSucceededPayments(providerSubscriptionId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.providerSubscriptionId, providerSubscriptionId), eq(payments.status, "succeeded")));
      return row?.n ?? 0;
    },
  };
}
