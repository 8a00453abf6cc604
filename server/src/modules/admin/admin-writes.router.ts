import { type Request, Router } from "express";
import type { AdminAccountRow, AdminMessageRow, AdminPromoCodeRow, AdminUserRow } from "@shared/schemas/admin-lists";
import {
  adminChangePasswordBodySchema,
  adminCreateAccountBodySchema,
  adminCreateUserBodySchema,
  adminDeleteAccountBodySchema,
  adminMessageReplyBodySchema,
  adminMessageStatusBodySchema,
  adminPromoCodeBodySchema,
  adminUpdateUserBodySchema,
} from "@shared/schemas/admin-records";
import type { MessageResponse } from "@shared/schemas/auth";
import { idParamSchema } from "@shared/schemas/common";
import { type Settings, settingsSchema } from "@shared/schemas/settings";
import type { Clock } from "../../lib/clock";
import type { Db } from "../../db/client";
import { bearerToken, currentAdmin, requireAdmin } from "../../http/admin-auth";
import { validate } from "../../http/validate";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import type { BillingService } from "../billing/billing.service";
import type { PaymentProvider } from "../../payments/provider";
import type { SettingsService } from "../settings/settings.service";
import { createAccountDeletion } from "../users/account-deletion";
import { createAdminAccountsService } from "./admin-accounts.service";
import { createAdminAnalysesService } from "./admin-analyses.service";
import type { AdminActor } from "./admin-audit.repository";
import { createAdminAuthRepository } from "./admin-auth.repository";
import type { AdminAuthService } from "./admin-auth.service";
import { createAdminMessagesService } from "./admin-messages.service";
import { createAdminPromoCodesService } from "./admin-promo-codes.service";
import { createAdminSettingsService } from "./admin-settings.service";
import { createAdminUsersService } from "./admin-users.service";

// The admin area's mutations (issue #8): users, analyses, promo codes, admin accounts, settings, messages;
// each one recorded in the audit log.
export type AdminWritesDeps = {
  db: Db;
  settings: SettingsService;
  adminAuth: AdminAuthService;
  billing: BillingService;
  paymentProvider: PaymentProvider;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  bcryptCost: number;
};

/** Who acts: the admin of the bearer token (never an id from the body), and from which address. */
function actorOf(req: Request): AdminActor {
  const admin = currentAdmin(req);
  return { id: admin.id, username: admin.username, ip: req.ip ?? null };
}

/** The settings form sends every setting; an unknown key is refused rather than silently dropped. */
const settingsBodySchema = settingsSchema.strict();

export function createAdminWritesRouter(deps: AdminWritesDeps) {
  const { db, clock } = deps;
  const users = createAdminUsersService({
    db,
    clock,
    bcryptCost: deps.bcryptCost,
    accountDeletion: createAccountDeletion({ db, provider: deps.paymentProvider, logger: deps.logger }),
  });
  const analyses = createAdminAnalysesService({ db, clock });
  const promoCodes = createAdminPromoCodesService({ db, clock });
  const accounts = createAdminAccountsService({
    db,
    repo: createAdminAuthRepository(db),
    clock,
    bcryptCost: deps.bcryptCost,
  });
  const settings = createAdminSettingsService({ db, settings: deps.settings, clock });
  const messages = createAdminMessagesService({ db, mailer: deps.mailer, clock, logger: deps.logger });

  const router = Router();
  // The token is checked before anything reads the input (server/test/admin-authorization.test.ts).
  const admin = requireAdmin(deps.adminAuth);
  const byId = validate({ params: idParamSchema });

  // Users
  router.post("/admin/users", admin, validate({ body: adminCreateUserBodySchema }), async (req, res) => {
    const body: { user: AdminUserRow } = { user: await users.create(actorOf(req), req.body) };
    res.status(201).json(body);
  });
  router.put("/admin/users/:id", admin, byId, validate({ body: adminUpdateUserBodySchema }), async (req, res) => {
    const body: { user: AdminUserRow } = { user: await users.update(actorOf(req), Number(req.params.id), req.body) };
    res.json(body);
  });
  router.delete("/admin/users/:id", admin, byId, async (req, res) => {
    await users.remove(actorOf(req), Number(req.params.id));
    const body: MessageResponse = { message: "User deleted." };
    res.json(body);
  });

  // Analyses
  router.delete("/admin/analyses/:id", admin, byId, async (req, res) => {
    await analyses.remove(actorOf(req), Number(req.params.id));
    const body: MessageResponse = { message: "Analysis deleted." };
    res.json(body);
  });

  // Promo codes
  router.post("/admin/promo-codes", admin, validate({ body: adminPromoCodeBodySchema }), async (req, res) => {
    const body: { promoCode: AdminPromoCodeRow } = { promoCode: await promoCodes.create(actorOf(req), req.body) };
    res.status(201).json(body);
  });
  router.put("/admin/promo-codes/:id", admin, byId, validate({ body: adminPromoCodeBodySchema }), async (req, res) => {
    const promoCode = await promoCodes.update(actorOf(req), Number(req.params.id), req.body);
    const body: { promoCode: AdminPromoCodeRow } = { promoCode };
    res.json(body);
  });
  router.delete("/admin/promo-codes/:id", admin, byId, async (req, res) => {
    await promoCodes.remove(actorOf(req), Number(req.params.id));
    const body: MessageResponse = { message: "Promo code deleted." };
    res.json(body);
  });

  // Admin accounts
  router.post("/admin/admin-users", admin, validate({ body: adminCreateAccountBodySchema }), async (req, res) => {
    const body: { admin: AdminAccountRow } = { admin: await accounts.create(actorOf(req), req.body) };
    res.status(201).json(body);
  });
  router.put(
    "/admin/admin-users/:id/password",
    admin,
    byId,
    validate({ body: adminChangePasswordBodySchema }),
    async (req, res) => {
      const actor = { ...actorOf(req), token: bearerToken(req)! };
      const body: MessageResponse = await accounts.changePassword(actor, Number(req.params.id), req.body);
      res.json(body);
    },
  );
  router.delete(
    "/admin/admin-users/:id",
    admin,
    byId,
    validate({ body: adminDeleteAccountBodySchema }),
    async (req, res) => {
      const body: MessageResponse = await accounts.remove(actorOf(req), Number(req.params.id), req.body);
      res.json(body);
    },
  );

  // Settings
  router.get("/admin/settings", admin, async (_req, res) => {
    const body: { settings: Settings } = { settings: await settings.get() };
    res.json(body);
  });
  router.put("/admin/settings", admin, validate({ body: settingsBodySchema }), async (req, res) => {
    const body: { settings: Settings } = { settings: await settings.update(actorOf(req), req.body) };
    res.json(body);
  });

  // Contact messages
  router.put("/admin/messages/:id", admin, byId, validate({ body: adminMessageStatusBodySchema }), async (req, res) => {
    const message = await messages.setStatus(actorOf(req), Number(req.params.id), req.body.status);
    const body: { message: AdminMessageRow } = { message };
    res.json(body);
  });
  router.post(
    "/admin/messages/:id/reply",
    admin,
    byId,
    validate({ body: adminMessageReplyBodySchema }),
    async (req, res) => {
      const message = await messages.reply(actorOf(req), Number(req.params.id), req.body.body);
      const body: { message: AdminMessageRow } = { message };
      res.json(body);
    },
  );

  return router;
}
