import { and, asc, eq, getTableColumns, gt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  analyses,
  apiJobs,
  apiKeys,
  comparisons,
  contactMessages,
  paymentMethods,
  payments,
  plannedPosts,
  promoCodes,
  promoRedemptions,
  sessions,
  users,
  postOutcomes,
  webhookDeliveries,
} from "../../../db/schema";
import { type MessageOwner, ownContactMessages } from "./own-contact-messages";

// "Download my data" reads only rows of one user: every query here is filtered by that user's id (contact messages by
// own-contact-messages.ts, shared with the deletion), never by anything the request sends. The long lists are read in
// id order one batch after the last id seen (keyset pagination, as the admin exports do), so no query holds more than a
// batch however many analyses the user has.

// The payment provider's ids keep the stripe* names the export has always had (decision 035); the columns are
// provider_*. The order of the keys stays the columns' order.
const EXPORT_NAMES = {
  providerCustomerId: "stripeCustomerId",
  providerSubscriptionId: "stripeSubscriptionId",
  providerPaymentMethodId: "stripePaymentMethodId",
  providerPaymentIntentId: "stripePaymentIntentId",
  providerInvoiceId: "stripeInvoiceId",
} as const;
type ExportNamed<T> = { [K in keyof T as K extends keyof typeof EXPORT_NAMES ? (typeof EXPORT_NAMES)[K] : K]: T[K] };
function withExportNames<T extends Record<string, unknown>>(columns: T): ExportNamed<T> {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [
      key in EXPORT_NAMES ? EXPORT_NAMES[key as keyof typeof EXPORT_NAMES] : key,
      column,
    ]),
  ) as ExportNamed<T>;
}

// Every column of the user except the password hash: a column added later is exported without a change here.
const { passwordHash: _passwordHash, ...userTableColumns } = getTableColumns(users);
const userColumns = withExportNames(userTableColumns);
const { userId: _analysisUser, ...analysisColumns } = getTableColumns(analyses);
const { userId: _paymentUser, ...paymentTableColumns } = getTableColumns(payments);
const paymentColumns = withExportNames(paymentTableColumns);

export function createPrivacyExportRepository(db: Db) {
  return {
    async findUser(userId: number) {
      const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /** The user's API keys, revoked ones too: what identifies them, never the key's hash or the webhook secret. */
    listApiKeys(userId: number) {
      return db
        .select({
          id: apiKeys.id,
          name: apiKeys.name,
          prefix: apiKeys.prefix,
          createdAt: apiKeys.createdAt,
          lastUsedAt: apiKeys.lastUsedAt,
          revokedAt: apiKeys.revokedAt,
          webhookUrl: apiKeys.webhookUrl,
        })
        .from(apiKeys)
        .where(eq(apiKeys.userId, userId))
        .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
    },
    /**
     * The analyses sent through the API, in uuid order: their state, what they cost and how they ended (the analysis
     * itself is in "analyses"). Not the lease, nor the fingerprint the idempotency check compares.
     */
    apiJobsAfter(userId: number, afterId: string, limit: number) {
      return db
        .select({
          id: apiJobs.id,
          apiKeyId: apiJobs.apiKeyId,
          status: apiJobs.status,
          analysisId: apiJobs.analysisId,
          errorCode: apiJobs.errorCode,
          errorMessage: apiJobs.errorMessage,
          idempotencyKey: apiJobs.idempotencyKey,
          billing: apiJobs.billing,
          paymentId: apiJobs.paymentId,
          createdAt: apiJobs.createdAt,
          updatedAt: apiJobs.updatedAt,
        })
        .from(apiJobs)
        .where(and(eq(apiJobs.userId, userId), gt(apiJobs.id, afterId)))
        .orderBy(asc(apiJobs.id))
        .limit(limit);
    },

    /**
     * The webhooks sent to the user's addresses, in uuid order: which event, for which job, and how delivery went.
     * Not the payload: it is the analysis, already in "analyses".
     */
    webhookDeliveriesAfter(userId: number, afterId: string, limit: number) {
      return db
        .select({
          id: webhookDeliveries.id,
          apiKeyId: webhookDeliveries.apiKeyId,
          eventType: webhookDeliveries.eventType,
          jobId: webhookDeliveries.jobId,
          status: webhookDeliveries.status,
          attemptCount: webhookDeliveries.attemptCount,
          lastStatusCode: webhookDeliveries.lastStatusCode,
          lastError: webhookDeliveries.lastError,
          createdAt: webhookDeliveries.createdAt,
          deliveredAt: webhookDeliveries.deliveredAt,
        })
        .from(webhookDeliveries)
        .innerJoin(apiKeys, eq(apiKeys.id, webhookDeliveries.apiKeyId))
        .where(and(eq(apiKeys.userId, userId), gt(webhookDeliveries.id, afterId)))
        .orderBy(asc(webhookDeliveries.id))
        .limit(limit);
    },

    /** Sessions end after 30 days and are swept, so a user has a bounded number of them: one query. */
    listSessions(userId: number) {
      return db
        .select({
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt));
    },

    /** Saved cards as we mirror them (the card number itself stays at the payment provider). */
    listCards(userId: number) {
      return db
        .select({
          brand: paymentMethods.brand,
          last4: paymentMethods.last4,
          expMonth: paymentMethods.expMonth,
          expYear: paymentMethods.expYear,
          isDefault: paymentMethods.isDefault,
          createdAt: paymentMethods.createdAt,
        })
        .from(paymentMethods)
        .where(eq(paymentMethods.userId, userId))
        .orderBy(asc(paymentMethods.createdAt));
    },

    analysesAfter(userId: number, afterId: number, limit: number) {
      return db
        .select(analysisColumns)
        .from(analyses)
        .where(and(eq(analyses.userId, userId), gt(analyses.id, afterId)))
        .orderBy(asc(analyses.id))
        .limit(limit);
    },

    /** The results the user recorded for their posts (every column: all of it is theirs). */
    postOutcomesAfter(userId: number, afterId: number, limit: number) {
      return db
        .select()
        .from(postOutcomes)
        .where(and(eq(postOutcomes.userId, userId), gt(postOutcomes.id, afterId)))
        .orderBy(asc(postOutcomes.id))
        .limit(limit);
    },

    /** The saved competitor comparisons: which two analyses, the title and when. */
    comparisonsAfter(userId: number, afterId: number, limit: number) {
      return db
        .select({
          id: comparisons.id,
          leftAnalysisId: comparisons.leftAnalysisId,
          rightAnalysisId: comparisons.rightAnalysisId,
          title: comparisons.title,
          createdAt: comparisons.createdAt,
        })
        .from(comparisons)
        .where(and(eq(comparisons.userId, userId), gt(comparisons.id, afterId)))
        .orderBy(asc(comparisons.id))
        .limit(limit);
    },

    paymentsAfter(userId: number, afterId: number, limit: number) {
      return db
        .select({ ...paymentColumns, promoCode: promoCodes.code })
        .from(payments)
        .leftJoin(promoCodes, eq(promoCodes.id, payments.promoCodeId))
        .where(and(eq(payments.userId, userId), gt(payments.id, afterId)))
        .orderBy(asc(payments.id))
        .limit(limit);
    },

    promoRedemptionsAfter(userId: number, afterId: number, limit: number) {
      return db
        .select({
          id: promoRedemptions.id,
          code: promoCodes.code,
          discountType: promoCodes.discountType,
          discountValue: promoCodes.discountValue,
          target: promoRedemptions.target,
          paymentId: promoRedemptions.paymentId,
          createdAt: promoRedemptions.createdAt,
        })
        .from(promoRedemptions)
        .innerJoin(promoCodes, eq(promoCodes.id, promoRedemptions.promoCodeId))
        .where(and(eq(promoRedemptions.userId, userId), gt(promoRedemptions.id, afterId)))
        .orderBy(asc(promoRedemptions.id))
        .limit(limit);
    },

    /** The content planner's posts, every column. */
    plannedPostsAfter(userId: number, afterId: number, limit: number) {
      return db
        .select()
        .from(plannedPosts)
        .where(and(eq(plannedPosts.userId, userId), gt(plannedPosts.id, afterId)))
        .orderBy(asc(plannedPosts.id))
        .limit(limit);
    },

    /** The owner's messages as own-contact-messages.ts defines them (the same ones "Delete my account" deletes). */
    contactMessagesAfter(owner: MessageOwner, afterId: number, limit: number) {
      return db
        .select({
          id: contactMessages.id,
          name: contactMessages.name,
          email: contactMessages.email,
          company: contactMessages.company,
          subject: contactMessages.subject,
          message: contactMessages.message,
          ip: contactMessages.ip,
          status: contactMessages.status,
          repliedAt: contactMessages.repliedAt,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(and(ownContactMessages(owner), gt(contactMessages.id, afterId)))
        .orderBy(asc(contactMessages.id))
        .limit(limit);
    },
  };
}
export type PrivacyExportRepository = ReturnType<typeof createPrivacyExportRepository>;
