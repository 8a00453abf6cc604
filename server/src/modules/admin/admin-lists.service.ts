import { isPremium } from "@shared/billing";
import type { Analysis } from "@shared/schemas/analysis";
import type {
  AdminAccountRow,
  AdminAccountsQuery,
  AdminAnalysesQuery,
  AdminAnalysisRow,
  AdminAuditQuery,
  AdminAuditRow,
  AdminLoginAttemptRow,
  AdminLoginAttemptsQuery,
  AdminMessageRow,
  AdminMessagesQuery,
  AdminPaymentRow,
  AdminPaymentsQuery,
  AdminPromoCodeRow,
  AdminPromoCodesQuery,
  AdminUserRow,
  AdminUsersPage,
  AdminUsersQuery,
  ContactMessageStatus,
  Page,
  PromoRedemptionRow,
} from "@shared/schemas/admin-lists";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { Clock } from "../../lib/clock";
import { createAnalysesRepository } from "../analyses/analyses.repository";
import { presentAnalysis } from "../analyses/present-analysis";
import type { SettingsService } from "../settings/settings.service";
import type { AccountListRow, MessageListRow, PromoCodeListRow } from "./admin-lists-records.repository";
import type { UserCounts, UserListRow } from "./admin-lists-users.repository";
import { createAdminListsRepository } from "./admin-lists.repository";
import type { RowsAndTotal } from "./admin-lists-sql";

// The admin area's lists as the API answers them (issue #8): rows in the shapes of shared/schemas/admin-lists.ts
// with ISO dates, and the single records the writes answer with.

export type AdminAnalysisDetail = { analysis: Analysis; user: { id: number; username: string } | null };

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
const ref = (id: number | null, username: string | null) =>
  id !== null && username !== null ? { id, username } : null;

function page<R, T>(result: RowsAndTotal<R>, query: { page: number; pageSize: number }, present: (row: R) => T) {
  return { items: result.rows.map(present), total: result.total, page: query.page, pageSize: query.pageSize };
}

export function presentUserRow(row: UserListRow, counts: UserCounts): AdminUserRow {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    language: row.language === "ar" ? "ar" : "en",
    freeTrialsUsed: row.freeTrialsUsed,
    autoChargeEnabled: row.autoChargeEnabled,
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    subscriptionPlan: row.subscriptionPlan,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionActive: isPremium(row),
    emailVerified: row.emailVerified,
    analysesCount: counts.analysesCount,
    paymentsCount: counts.paymentsCount,
    createdAt: iso(row.createdAt),
  };
}

export function presentPromoCodeRow(row: PromoCodeListRow): AdminPromoCodeRow {
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType === "fixed" ? "fixed" : "percentage",
    discountValue: row.discountValue,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    startDate: iso(row.startDate),
    endDate: iso(row.endDate),
    isActive: row.isActive,
    createdBy: ref(row.creatorId, row.creatorUsername),
    createdAt: iso(row.createdAt),
  };
}

export function presentAccountRow(row: AccountListRow, selfId: number): AdminAccountRow {
  return {
    id: row.id,
    username: row.username,
    createdBy: ref(row.creatorId, row.creatorUsername),
    createdAt: iso(row.createdAt),
    lastLogin: isoOrNull(row.lastLogin),
    isSelf: row.id === selfId,
  };
}

export function presentMessageRow(row: MessageListRow): AdminMessageRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    subject: row.subject,
    message: row.message,
    status: row.status as ContactMessageStatus,
    userId: row.userId,
    repliedAt: isoOrNull(row.repliedAt),
    createdAt: iso(row.createdAt),
  };
}

export function createAdminListsService(deps: { db: Db; settings: SettingsService; clock: Clock }) {
  const repo = createAdminListsRepository(deps.db);
  const analysesRepo = createAnalysesRepository(deps.db);

  return {
    async listUsers(query: AdminUsersQuery): Promise<AdminUsersPage> {
      const [result, settings] = await Promise.all([repo.listUsers(query), deps.settings.get()]);
      const counts = await repo.countsFor(result.rows.map((row) => row.id));
      return {
        ...page(result, query, (row) => presentUserRow(row, counts.get(row.id)!)),
        freeTrialLimit: settings.freeTrialLimit,
      };
    },

    /** One user as the users list shows them (for the answers of the admin's user writes). */
    async findUserRow(id: number): Promise<AdminUserRow | null> {
      const row = await repo.findUser(id);
      if (!row) return null;
      const counts = await repo.countsFor([id]);
      return presentUserRow(row, counts.get(id)!);
    },

    async listAnalyses(query: AdminAnalysesQuery): Promise<Page<AdminAnalysisRow>> {
      return page(await repo.listAnalyses(query), query, (row) => ({
        id: row.id,
        fileName: row.fileName,
        mediaType: row.mediaType === "image" ? "image" : "video",
        viralScore: row.viralScore,
        viralPotential: row.viralPotential,
        paymentType: row.paymentType,
        createdAt: iso(row.createdAt),
        user: ref(row.userId, row.username),
      }));
    },

    /** The whole result exactly as its owner sees it (GET /api/analysis/:id), and whose it is. */
    async getAnalysis(id: number): Promise<AdminAnalysisDetail> {
      const row = await analysesRepo.findById(id);
      if (!row) throw new AppError("NOT_FOUND", "This analysis does not exist or was deleted.");
      return { analysis: presentAnalysis(row, deps.clock.now()), user: await repo.findUserRef(row.userId) };
    },

    async listPayments(query: AdminPaymentsQuery): Promise<Page<AdminPaymentRow>> {
      return page(await repo.listPayments(query), query, (row) => ({
        id: row.id,
        stripePaymentIntentId: row.stripePaymentIntentId,
        user:
          row.userId !== null && row.username !== null
            ? { id: row.userId, username: row.username, email: row.email ?? "" }
            : null,
        amount: row.amount,
        currency: row.currency,
        type: row.type as AdminPaymentRow["type"],
        method: row.method,
        status: row.status as AdminPaymentRow["status"],
        failureMessage: row.failureMessage,
        promoCode: row.promoCode,
        createdAt: iso(row.createdAt),
      }));
    },

    async listPromoCodes(query: AdminPromoCodesQuery): Promise<Page<AdminPromoCodeRow>> {
      return page(await repo.listPromoCodes(query), query, presentPromoCodeRow);
    },

    async findPromoCodeRow(id: number): Promise<AdminPromoCodeRow | null> {
      const row = await repo.findPromoCode(id);
      return row ? presentPromoCodeRow(row) : null;
    },

    async listRedemptions(
      promoCodeId: number,
      query: { page: number; pageSize: number },
    ): Promise<Page<PromoRedemptionRow>> {
      if (!(await repo.findPromoCode(promoCodeId))) {
        throw new AppError("NOT_FOUND", "This promo code does not exist or was deleted.");
      }
      return page(await repo.listRedemptions(promoCodeId, query), query, (row) => ({
        id: row.id,
        user:
          row.userId !== null && row.username !== null
            ? { id: row.userId, username: row.username, email: row.email ?? "" }
            : null,
        target: row.target === "subscription" ? "subscription" : "analysis",
        createdAt: iso(row.createdAt),
      }));
    },

    async listAccounts(query: AdminAccountsQuery, selfId: number): Promise<Page<AdminAccountRow>> {
      return page(await repo.listAccounts(query), query, (row) => presentAccountRow(row, selfId));
    },

    async findAccountRow(id: number, selfId: number): Promise<AdminAccountRow | null> {
      const row = await repo.findAccount(id);
      return row ? presentAccountRow(row, selfId) : null;
    },

    async listLoginAttempts(query: AdminLoginAttemptsQuery): Promise<Page<AdminLoginAttemptRow>> {
      return page(await repo.listLoginAttempts(query), query, (row) => ({ ...row, createdAt: iso(row.createdAt) }));
    },

    async listAudit(query: AdminAuditQuery): Promise<Page<AdminAuditRow>> {
      return page(await repo.listAudit(query), query, (row) => ({ ...row, createdAt: iso(row.createdAt) }));
    },

    async listMessages(query: AdminMessagesQuery): Promise<Page<AdminMessageRow> & { unread: number }> {
      const result = await repo.listMessages(query);
      return { ...page(result, query, presentMessageRow), unread: result.unread };
    },

    async findMessageRow(id: number): Promise<AdminMessageRow | null> {
      const row = await repo.findMessage(id);
      return row ? presentMessageRow(row) : null;
    },
  };
}
export type AdminListsService = ReturnType<typeof createAdminListsService>;
