import { type Request, type RequestHandler, Router } from "express";
import type { AdminAccountRow, AdminMessageRow, AdminPromoCodeRow, AdminUserRow } from "@shared/schemas/admin-lists";
import {
  adminChangePasswordBodySchema,
  adminCreateAccountBodySchema,
  adminCreateUserBodySchema,
  adminDeleteAccountBodySchema,
  adminMessageReplyBodySchema,
  adminMessageStatusBodySchema,
  adminPromoCodeRequestSchema,
  adminUpdateUserBodySchema,
} from "@shared/schemas/admin-records";
import type { MessageResponse } from "@shared/schemas/auth";
import { idParamSchema } from "@shared/schemas/common";
import { type Settings, settingsSchema } from "@shared/schemas/settings";
import { bearerToken, currentAdmin, requireAdmin } from "../../http/admin-auth";
import { validate } from "../../http/validate";
import type { AdminAccountsService } from "./admin-accounts.service";
import type { AdminAnalysesService } from "./admin-analyses.service";
import type { AdminActor } from "./admin-audit.repository";
import type { AdminAuthService } from "./admin-auth.service";
import type { AdminMessagesService } from "./admin-messages.service";
import type { AdminPromoCodesService } from "./admin-promo-codes.service";
import type { AdminSettingsService } from "./admin-settings.service";
import type { AdminUsersService } from "./admin-users.service";

// The admin area's mutations: users, analyses, promo codes, admin accounts, settings, messages; each one recorded in
// the audit log.
export type AdminWritesDeps = {
  adminAuth: AdminAuthService;
  users: AdminUsersService;
  analyses: AdminAnalysesService;
  promoCodes: AdminPromoCodesService;
  accounts: AdminAccountsService;
  settings: AdminSettingsService;
  messages: AdminMessagesService;
};

/** Who acts: the admin of the bearer token (never an id from the body), and from which address. */
export function actorOf(req: Request): AdminActor {
  const admin = currentAdmin(req);
  return { id: admin.id, username: admin.username, ip: req.ip ?? null };
}

/** The settings form sends every setting; an unknown key is refused rather than silently dropped. */
const settingsBodySchema = settingsSchema.strict();

const byId = validate({ params: idParamSchema });

function usersRoutes(admin: RequestHandler, users: AdminUsersService) {
  const router = Router();
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
  return router;
}

function analysesRoutes(admin: RequestHandler, analyses: AdminAnalysesService) {
  const router = Router();
  router.delete("/admin/analyses/:id", admin, byId, async (req, res) => {
    await analyses.remove(actorOf(req), Number(req.params.id));
    const body: MessageResponse = { message: "Analysis deleted." };
    res.json(body);
  });
  return router;
}

function promoCodesRoutes(admin: RequestHandler, promoCodes: AdminPromoCodesService) {
  const router = Router();
  router.post("/admin/promo-codes", admin, validate({ body: adminPromoCodeRequestSchema }), async (req, res) => {
    const body: { promoCode: AdminPromoCodeRow } = { promoCode: await promoCodes.create(actorOf(req), req.body) };
    res.status(201).json(body);
  });
  router.put(
    "/admin/promo-codes/:id",
    admin,
    byId,
    validate({ body: adminPromoCodeRequestSchema }),
    async (req, res) => {
      const promoCode = await promoCodes.update(actorOf(req), Number(req.params.id), req.body);
      const body: { promoCode: AdminPromoCodeRow } = { promoCode };
      res.json(body);
    },
  );
  router.delete("/admin/promo-codes/:id", admin, byId, async (req, res) => {
    await promoCodes.remove(actorOf(req), Number(req.params.id));
    const body: MessageResponse = { message: "Promo code deleted." };
    res.json(body);
  });
  return router;
}

function accountsRoutes(admin: RequestHandler, accounts: AdminAccountsService) {
  const router = Router();
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
  return router;
}

function settingsRoutes(admin: RequestHandler, settings: AdminSettingsService) {
  const router = Router();
  router.get("/admin/settings", admin, async (_req, res) => {
    const body: { settings: Settings } = { settings: await settings.get() };
    res.json(body);
  });
  router.put("/admin/settings", admin, validate({ body: settingsBodySchema }), async (req, res) => {
    const body: { settings: Settings } = { settings: await settings.update(actorOf(req), req.body) };
    res.json(body);
  });
  return router;
}

function messagesRoutes(admin: RequestHandler, messages: AdminMessagesService) {
  const router = Router();
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

/** One router per area, each mounted without a path so that listRoutes (http/routes.ts) sees full paths. */
export function createAdminWritesRouter(deps: AdminWritesDeps) {
  // The token is checked before anything reads the input (server/test/admin-authorization.test.ts).
  const admin = requireAdmin(deps.adminAuth);
  const router = Router();
  router.use(usersRoutes(admin, deps.users));
  router.use(analysesRoutes(admin, deps.analyses));
  router.use(promoCodesRoutes(admin, deps.promoCodes));
  router.use(accountsRoutes(admin, deps.accounts));
  router.use(settingsRoutes(admin, deps.settings));
  router.use(messagesRoutes(admin, deps.messages));
  return router;
}
