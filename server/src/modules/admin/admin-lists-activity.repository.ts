import { and, count, eq, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { AdminAnalysesQuery, AdminPaymentsQuery } from "@shared/schemas/admin-lists";
import type { Db } from "../../db/client";
import { analyses, payments, promoCodes, users } from "../../db/schema";
import {
  containsPattern,
  createdWithin,
  lowerLike,
  orderWithId,
  pageWindow,
  type RowsAndTotal,
  withTotal,
} from "./admin-lists-sql";

// The admin's analyses and payments lists: the two big tables, each row with its owner.

const analysisListColumns = {
  id: analyses.id,
  fileName: analyses.fileName,
  mediaType: analyses.mediaType,
  viralScore: analyses.viralScore,
  viralPotential: analyses.viralPotential,
  paymentType: analyses.paymentType,
  kind: analyses.kind,
  createdAt: analyses.createdAt,
  userId: users.id,
  username: users.username,
};
export type AnalysisListRow = {
  id: number;
  fileName: string;
  mediaType: string;
  viralScore: number;
  viralPotential: string;
  paymentType: string;
  kind: string;
  createdAt: Date;
  userId: number | null;
  username: string | null;
};

/**
 * Ids of the users whose username contains the pattern, as an array the outer query compares with
 * `= any(...)`: evaluated once (trigram index on lower(username)), then an index lookup on the big table.
 */
function ownerMatches(ownerColumn: typeof analyses.userId | typeof payments.userId, condition: SQL): SQL {
  return sql`${ownerColumn} = any(array(select u.id from users u where ${condition}))`;
}

/** File name or owner's username contains the term. */
export function analysisSearchCondition(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  if (!pattern) return undefined;
  return or(
    lowerLike(analyses.fileName, pattern),
    ownerMatches(analyses.userId, sql`lower(u.username) like ${pattern}`),
  );
}

/** Owner's username or e-mail, or the provider's payment id, contains the term. */
export function paymentSearchCondition(search: string): SQL | undefined {
  const pattern = containsPattern(search);
  if (!pattern) return undefined;
  return or(
    ownerMatches(payments.userId, sql`(lower(u.username) like ${pattern} or u.email like ${pattern})`),
    lowerLike(payments.providerPaymentIntentId, pattern),
  );
}

type DateRange = { from?: string | undefined; to?: string | undefined };

export function paymentFilterCondition(
  filter: {
    search: string;
    status?: string | undefined;
    type?: string | undefined;
    userId?: number | undefined;
    refundRequested?: boolean | undefined;
  } & DateRange,
): SQL | undefined {
  return and(
    filter.refundRequested ? and(eq(payments.status, "succeeded"), isNotNull(payments.refundRequestedAt)) : undefined,
    paymentSearchCondition(filter.search),
    filter.status ? eq(payments.status, filter.status) : undefined,
    filter.type ? eq(payments.type, filter.type) : undefined,
    filter.userId ? eq(payments.userId, filter.userId) : undefined,
    createdWithin(payments.createdAt, filter),
  );
}

/** The analyses list's and export's filters: search, one user, own or competitor, a date range. */
export function analysisFilterCondition(
  filter: { search: string; userId?: number | undefined; kind?: string | undefined } & DateRange,
): SQL | undefined {
  return and(
    analysisSearchCondition(filter.search),
    filter.userId ? eq(analyses.userId, filter.userId) : undefined,
    filter.kind ? eq(analyses.kind, filter.kind) : undefined,
    createdWithin(analyses.createdAt, filter),
  );
}

const analysisSorts = {
  createdAt: analyses.createdAt,
  viralScore: analyses.viralScore,
  fileName: sql`lower(${analyses.fileName})`,
} as const;

const paymentListColumns = {
  id: payments.id,
  providerPaymentIntentId: payments.providerPaymentIntentId,
  userId: users.id,
  username: users.username,
  email: users.email,
  amount: payments.amount,
  currency: payments.currency,
  type: payments.type,
  method: payments.method,
  status: payments.status,
  failureMessage: payments.failureMessage,
  declineCode: payments.declineCode,
  refundRequestedAt: payments.refundRequestedAt,
  refundReason: payments.refundReason,
  refundedAmount: payments.refundedAmount,
  refundedAt: payments.refundedAt,
  promoCode: promoCodes.code,
  createdAt: payments.createdAt,
};
export type PaymentListRow = {
  id: number;
  providerPaymentIntentId: string | null;
  userId: number | null;
  username: string | null;
  email: string | null;
  amount: number;
  currency: string;
  type: string;
  method: string;
  status: string;
  failureMessage: string | null;
  declineCode: string | null;
  refundRequestedAt: Date | null;
  refundReason: string | null;
  refundedAmount: number;
  refundedAt: Date | null;
  promoCode: string | null;
  createdAt: Date;
};

const paymentSorts = {
  createdAt: payments.createdAt,
  amount: payments.amount,
  status: payments.status,
} as const;

export function createAdminActivityListRepository(db: Db) {
  return {
    async listAnalyses(query: AdminAnalysesQuery): Promise<RowsAndTotal<AnalysisListRow>> {
      const where = analysisFilterCondition(query);
      const { limit, offset } = pageWindow(query);
      return withTotal(
        db
          .select(analysisListColumns)
          .from(analyses)
          .leftJoin(users, eq(users.id, analyses.userId))
          .where(where)
          .orderBy(...orderWithId(analysisSorts[query.sort], analyses.id, query.order))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(analyses).where(where),
      );
    },

    async listPayments(query: AdminPaymentsQuery): Promise<RowsAndTotal<PaymentListRow>> {
      const where = paymentFilterCondition(query);
      const { limit, offset } = pageWindow(query);
      return withTotal(
        db
          .select(paymentListColumns)
          .from(payments)
          .leftJoin(users, eq(users.id, payments.userId))
          .leftJoin(promoCodes, eq(promoCodes.id, payments.promoCodeId))
          .where(where)
          .orderBy(...orderWithId(paymentSorts[query.sort], payments.id, query.order))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(payments).where(where),
      );
    },
  };
}
