import { and, asc, eq, gt } from "drizzle-orm";
import type { AdminExportBody } from "@shared/schemas/admin-records";
import type { Db } from "../../db/client";
import { analyses, payments, users } from "../../db/schema";
import { analysisFilterCondition, paymentFilterCondition } from "./admin-lists-activity.repository";
import { createdWithin } from "./admin-lists-sql";
import { userSearchCondition } from "./admin-lists-users.repository";

// The CSV exports read their table in id order, one batch after the last id seen (keyset pagination): each
// query is an index range scan of `limit` rows, however far into the table, and nothing holds the whole
// table. The filters are the lists' own, so an export matches the list the admin was looking at.

export function createAdminExportRepository(db: Db) {
  return {
    usersAfter(afterId: number, limit: number, filter: AdminExportBody) {
      return db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          language: users.language,
          freeTrialsUsed: users.freeTrialsUsed,
          plan: users.subscriptionPlan,
          subscriptionStatus: users.subscriptionStatus,
          emailVerified: users.emailVerified,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(and(gt(users.id, afterId), userSearchCondition(filter.search), createdWithin(users.createdAt, filter)))
        .orderBy(asc(users.id))
        .limit(limit);
    },

    analysesAfter(afterId: number, limit: number, filter: AdminExportBody) {
      return db
        .select({
          id: analyses.id,
          fileName: analyses.fileName,
          username: users.username,
          mediaType: analyses.mediaType,
          viralScore: analyses.viralScore,
          viralPotential: analyses.viralPotential,
          paymentType: analyses.paymentType,
          kind: analyses.kind,
          createdAt: analyses.createdAt,
        })
        .from(analyses)
        .leftJoin(users, eq(users.id, analyses.userId))
        .where(and(gt(analyses.id, afterId), analysisFilterCondition(filter)))
        .orderBy(asc(analyses.id))
        .limit(limit);
    },

    paymentsAfter(afterId: number, limit: number, filter: AdminExportBody) {
      return db
        .select({
          id: payments.id,
          stripePaymentIntentId: payments.providerPaymentIntentId, // the export's column name (decision 035)
          username: users.username,
          email: users.email,
          amount: payments.amount,
          currency: payments.currency,
          type: payments.type,
          method: payments.method,
          status: payments.status,
          refundedAmount: payments.refundedAmount,
          refundedAt: payments.refundedAt,
          refundRequestedAt: payments.refundRequestedAt,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(and(gt(payments.id, afterId), paymentFilterCondition(filter)))
        .orderBy(asc(payments.id))
        .limit(limit);
    },
  };
}
export type AdminExportRepository = ReturnType<typeof createAdminExportRepository>;
