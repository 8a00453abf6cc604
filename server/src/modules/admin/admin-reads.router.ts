import { Router } from "express";
import { type AdminAnalyticsQuery, adminAnalyticsQuerySchema } from "@shared/schemas/admin-analytics";
import {
  type AdminAccountsQuery,
  type AdminAnalysesQuery,
  type AdminAuditQuery,
  type AdminLoginAttemptsQuery,
  type AdminMessagesQuery,
  type AdminPaymentsQuery,
  type AdminPromoCodesQuery,
  type AdminUsersQuery,
  adminAccountsQuerySchema,
  adminAnalysesQuerySchema,
  adminAuditQuerySchema,
  adminLoginAttemptsQuerySchema,
  adminMessagesQuerySchema,
  adminPaymentsQuerySchema,
  adminPromoCodesQuerySchema,
  adminUsersQuerySchema,
} from "@shared/schemas/admin-lists";
import {
  type AdminExportBody,
  adminExportBodySchema,
  type ExportKind,
  exportKindParamSchema,
} from "@shared/schemas/admin-records";
import { idParamSchema } from "@shared/schemas/common";
import { currentAdmin, requireAdmin } from "../../http/admin-auth";
import { validate } from "../../http/validate";
import type { Logger } from "../../logger";
import type { AdminAuthService } from "./admin-auth.service";
import type { AdminExportService } from "./admin-export";
import type { AdminListsService } from "./admin-lists.service";
import type { AdminStatsService } from "./admin-stats.service";

// The admin area's reads: paged lists, the stats and analytics, and the CSV exports.
export type AdminReadsDeps = {
  adminAuth: AdminAuthService;
  lists: AdminListsService;
  stats: AdminStatsService;
  exports: AdminExportService;
  logger: Logger;
};

/** What validate() left in req.query/params/body: the schema's output, which Express's types cannot know. */
const parsed = <T>(value: unknown): T => value as T;

/** Who redeemed a code: only paging, no search or sort. */
const redemptionsQuerySchema = adminPromoCodesQuerySchema.pick({ page: true, pageSize: true });

export function createAdminReadsRouter(deps: AdminReadsDeps) {
  const { lists, stats, exports } = deps;
  const router = Router();
  // The token is checked before the input: a caller without one learns nothing about the parameters.
  const admin = requireAdmin(deps.adminAuth);
  const id = (params: unknown) => parsed<{ id: number }>(params).id;

  router.get("/admin/stats", admin, async (_req, res) => {
    res.json(await stats.stats());
  });

  router.get("/admin/analytics", admin, validate({ query: adminAnalyticsQuerySchema }), async (req, res) => {
    res.json(await stats.analytics(parsed<AdminAnalyticsQuery>(req.query).days));
  });

  router.get("/admin/users", admin, validate({ query: adminUsersQuerySchema }), async (req, res) => {
    res.json(await lists.listUsers(parsed<AdminUsersQuery>(req.query)));
  });

  router.get("/admin/analyses", admin, validate({ query: adminAnalysesQuerySchema }), async (req, res) => {
    res.json(await lists.listAnalyses(parsed<AdminAnalysesQuery>(req.query)));
  });

  router.get("/admin/analyses/:id", admin, validate({ params: idParamSchema }), async (req, res) => {
    res.json(await lists.getAnalysis(id(req.params)));
  });

  router.get("/admin/payments", admin, validate({ query: adminPaymentsQuerySchema }), async (req, res) => {
    res.json(await lists.listPayments(parsed<AdminPaymentsQuery>(req.query)));
  });

  router.get("/admin/promo-codes", admin, validate({ query: adminPromoCodesQuerySchema }), async (req, res) => {
    res.json(await lists.listPromoCodes(parsed<AdminPromoCodesQuery>(req.query)));
  });

  router.get(
    "/admin/promo-codes/:id/redemptions",
    admin,
    validate({ params: idParamSchema, query: redemptionsQuerySchema }),
    async (req, res) => {
      res.json(await lists.listRedemptions(id(req.params), parsed<{ page: number; pageSize: number }>(req.query)));
    },
  );

  router.get("/admin/admin-users", admin, validate({ query: adminAccountsQuerySchema }), async (req, res) => {
    res.json(await lists.listAccounts(parsed<AdminAccountsQuery>(req.query), currentAdmin(req).id));
  });

  router.get("/admin/login-attempts", admin, validate({ query: adminLoginAttemptsQuerySchema }), async (req, res) => {
    res.json(await lists.listLoginAttempts(parsed<AdminLoginAttemptsQuery>(req.query)));
  });

  router.get("/admin/audit-log", admin, validate({ query: adminAuditQuerySchema }), async (req, res) => {
    res.json(await lists.listAudit(parsed<AdminAuditQuery>(req.query)));
  });

  router.get("/admin/messages", admin, validate({ query: adminMessagesQuerySchema }), async (req, res) => {
    res.json(await lists.listMessages(parsed<AdminMessagesQuery>(req.query)));
  });

  router.post(
    "/admin/export/:kind",
    admin,
    validate({ params: exportKindParamSchema, body: adminExportBodySchema }),
    async (req, res) => {
      const kind = req.params.kind as ExportKind;
      // Only once the first batch is read: a query that fails before any data answers a plain JSON error.
      const result = await exports.writeCsv(kind, parsed<AdminExportBody>(req.body), res, () => {
        res.setHeader("Content-Type", "text/csv; charset=utf-8");
        res.setHeader("Content-Disposition", `attachment; filename="${exports.fileName(kind)}"`);
      });
      deps.logger.info(
        { kind, rows: result.rows, aborted: result.aborted, admin: currentAdmin(req).id },
        "admin export",
      );
    },
  );

  return router;
}
