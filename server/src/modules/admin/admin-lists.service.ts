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
  AdminUsersPage,
  AdminUsersQuery,
  Page,
  PromoRedemptionRow,
} from "@shared/schemas/admin-lists";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { AnalysesService } from "../analyses/analyses.service";
import type { SettingsService } from "../settings/settings.service";
import { iso, presentAccountRow, presentMessageRow, presentPromoCodeRow, presentUserRow, ref } from "./admin-rows";
import { createAdminListsRepository } from "./admin-lists.repository";
import type { RowsAndTotal } from "./admin-lists-sql";

// The admin area's lists as the API answers them: rows in the shapes of shared/schemas/admin-lists.ts with ISO dates
// (the formatters are in admin-rows.ts).

export type AdminAnalysisDetail = { analysis: Analysis; user: { id: number; username: string } | null };

function page<R, T>(result: RowsAndTotal<R>, query: { page: number; pageSize: number }, present: (row: R) => T) {
  return { items: result.rows.map(present), total: result.total, page: query.page, pageSize: query.pageSize };
}

export function createAdminListsService(deps: {
  db: Db;
  settings: SettingsService;
  analyses: Pick<AnalysesService, "findWithOwner">;
}) {
  const repo = createAdminListsRepository(deps.db);

  return {
    async listUsers(query: AdminUsersQuery): Promise<AdminUsersPage> {
      const [result, settings] = await Promise.all([repo.listUsers(query), deps.settings.get()]);
      const counts = await repo.countsFor(result.rows.map((row) => row.id));
      return {
        ...page(result, query, (row) => presentUserRow(row, counts.get(row.id)!)),
        freeTrialLimit: settings.freeTrialLimit,
      };
    },

    async listAnalyses(query: AdminAnalysesQuery): Promise<Page<AdminAnalysisRow>> {
      return page(await repo.listAnalyses(query), query, (row) => ({
        id: row.id,
        fileName: row.fileName,
        mediaType: row.mediaType === "image" ? "image" : "video",
        viralScore: row.viralScore,
        viralPotential: row.viralPotential,
        paymentType: row.paymentType,
        kind: row.kind === "competitor" ? "competitor" : "own",
        createdAt: iso(row.createdAt),
        user: ref(row.userId, row.username),
      }));
    },

    /** The whole result exactly as its owner sees it (GET /api/analysis/:id), and whose it is. */
    async getAnalysis(id: number): Promise<AdminAnalysisDetail> {
      const found = await deps.analyses.findWithOwner(id);
      if (!found) throw new AppError("NOT_FOUND", "This analysis does not exist or was deleted.");
      return { analysis: found.analysis, user: await repo.findUserRef(found.userId) };
    },

    async listPayments(query: AdminPaymentsQuery): Promise<Page<AdminPaymentRow>> {
      return page(await repo.listPayments(query), query, (row) => ({
        id: row.id,
        stripePaymentIntentId: row.providerPaymentIntentId, // the API's name (decision 035)
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
        declineCode: row.declineCode,
        promoCode: row.promoCode,
        refundRequestedAt: row.refundRequestedAt?.toISOString() ?? null,
        refundReason: row.refundReason,
        refundedAmount: row.refundedAmount,
        refundedAt: row.refundedAt?.toISOString() ?? null,
        createdAt: iso(row.createdAt),
      }));
    },

    async listPromoCodes(query: AdminPromoCodesQuery): Promise<Page<AdminPromoCodeRow>> {
      return page(await repo.listPromoCodes(query), query, (row) =>
        presentPromoCodeRow(row, ref(row.creatorId, row.creatorUsername)),
      );
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
  };
}
export type AdminListsService = ReturnType<typeof createAdminListsService>;
