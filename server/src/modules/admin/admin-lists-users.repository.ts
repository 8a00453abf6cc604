import { and, count, eq, inArray, like, or, sql } from "drizzle-orm";
import type { AdminUsersQuery } from "@shared/schemas/admin-lists";
import type { Db } from "../../db/client";
import { analyses, payments, users } from "../../db/schema";
import {
  containsPattern,
  createdWithin,
  lowerLike,
  orderWithId,
  pageWindow,
  type RowsAndTotal,
  withTotal,
} from "./admin-lists-sql";

const userListColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  language: users.language,
  freeTrialsUsed: users.freeTrialsUsed,
  autoChargeEnabled: users.autoChargeEnabled,
  providerCustomerId: users.providerCustomerId,
  providerSubscriptionId: users.providerSubscriptionId,
  subscriptionPlan: users.subscriptionPlan,
  subscriptionStatus: users.subscriptionStatus,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
};
export type UserListRow = {
  [K in keyof typeof userListColumns]: (typeof users.$inferSelect)[K];
};
export type UserCounts = { analysesCount: number; competitorAnalysesCount: number; paymentsCount: number };

/** Username or e-mail contains the term: lower(username) and email (stored lower-cased) have trigram indexes. */
export function userSearchCondition(search: string) {
  const pattern = containsPattern(search);
  return pattern ? or(lowerLike(users.username, pattern), like(users.email, pattern)) : undefined;
}

const userSorts = {
  createdAt: users.createdAt,
  // The unique index on lower(username) serves this order; it is also the order a reader expects.
  username: sql`lower(${users.username})`,
  email: users.email,
  freeTrialsUsed: users.freeTrialsUsed,
} as const;

export function createAdminUsersListRepository(db: Db) {
  return {
    async listUsers(query: AdminUsersQuery): Promise<RowsAndTotal<UserListRow>> {
      const where = and(userSearchCondition(query.search), createdWithin(users.createdAt, query));
      const { limit, offset } = pageWindow(query);
      return withTotal(
        db
          .select(userListColumns)
          .from(users)
          .where(where)
          .orderBy(...orderWithId(userSorts[query.sort], users.id, query.order))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(users).where(where),
      );
    },

    /** Analyses and payments of the given users only (one page), never of the whole table. */
    async countsFor(userIds: number[]): Promise<Map<number, UserCounts>> {
      const counts = new Map<number, UserCounts>(
        userIds.map((id) => [id, { analysesCount: 0, competitorAnalysesCount: 0, paymentsCount: 0 }]),
      );
      if (userIds.length === 0) return counts;
      const [analysed, paid] = await Promise.all([
        db
          .select({ userId: analyses.userId, kind: analyses.kind, n: count() })
          .from(analyses)
          .where(inArray(analyses.userId, userIds))
          .groupBy(analyses.userId, analyses.kind),
        db
          .select({ userId: payments.userId, n: count() })
          .from(payments)
          .where(inArray(payments.userId, userIds))
          .groupBy(payments.userId),
      ]);
      for (const row of analysed) {
        const userCounts = counts.get(row.userId)!;
        if (row.kind === "competitor") userCounts.competitorAnalysesCount = Number(row.n);
        else userCounts.analysesCount = Number(row.n);
      }
      for (const row of paid) if (row.userId !== null) counts.get(row.userId)!.paymentsCount = Number(row.n);
      return counts;
    },

    async findUserRef(id: number): Promise<{ id: number; username: string } | null> {
      const [row] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row ?? null;
    },
  };
}
