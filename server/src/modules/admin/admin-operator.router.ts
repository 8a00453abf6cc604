import { type Request, Router } from "express";
import { idParamSchema } from "@shared/schemas/common";
import { type AdminRefundResponse, noInputBodySchema } from "@shared/schemas/refunds";
import { currentAdmin, requireAdmin } from "../../http/admin-auth";
import { validate } from "../../http/validate";
import type { AdminActor } from "./admin-audit.repository";
import type { AdminAuthService } from "./admin-auth.service";
import type { AdminOperatorService, AdminUserActionResponse } from "./admin-operator.service";

// The operator's actions on a creator's payment and account (refund, cancel Pro, a Pro month, a fresh
// verification link). Each takes no body: the id in the path is the whole request.

function actorOf(req: Request): AdminActor {
  const admin = currentAdmin(req);
  return { id: admin.id, username: admin.username, ip: req.ip ?? null };
}

export function createAdminOperatorRouter(deps: { adminAuth: AdminAuthService; operator: AdminOperatorService }) {
  // The token is checked before anything reads the input.
  const admin = requireAdmin(deps.adminAuth);
  const byId = validate({ params: idParamSchema, body: noInputBodySchema });
  const { operator } = deps;
  const router = Router();

  router.post("/admin/payments/:id/refund", admin, byId, async (req, res) => {
    const body: AdminRefundResponse = await operator.refundPayment(actorOf(req), Number(req.params.id));
    res.json(body);
  });
  router.post("/admin/users/:id/cancel-pro", admin, byId, async (req, res) => {
    const body: AdminUserActionResponse = await operator.cancelPro(actorOf(req), Number(req.params.id));
    res.json(body);
  });
  router.post("/admin/users/:id/grant-pro-month", admin, byId, async (req, res) => {
    const body: AdminUserActionResponse = await operator.grantProMonth(actorOf(req), Number(req.params.id));
    res.json(body);
  });
  router.post("/admin/users/:id/resend-verification", admin, byId, async (req, res) => {
    const body: AdminUserActionResponse = await operator.resendVerification(actorOf(req), Number(req.params.id));
    res.json(body);
  });
  return router;
}
