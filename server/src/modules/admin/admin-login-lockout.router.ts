import { Router } from "express";
import type { ClearLoginLockoutResponse } from "@shared/schemas/admin";
import { idParamSchema } from "@shared/schemas/common";
import { requireAdmin } from "../../http/admin-auth";
import { validate } from "../../http/validate";
import type { AdminAuthService } from "./admin-auth.service";
import type { AdminLoginLockoutService } from "./admin-login-lockout.service";
import { actorOf } from "./admin-writes.router";

/** POST /api/admin/users/:id/clear-login-lockout: the user's failed sign-ins are forgotten (audit-logged). */
export function createAdminLoginLockoutRouter(deps: {
  adminAuth: AdminAuthService;
  lockouts: AdminLoginLockoutService;
}) {
  const router = Router();
  router.post(
    "/admin/users/:id/clear-login-lockout",
    requireAdmin(deps.adminAuth),
    validate({ params: idParamSchema }),
    async (req, res) => {
      const { cleared } = await deps.lockouts.clear(actorOf(req), Number(req.params.id));
      const body: ClearLoginLockoutResponse = {
        cleared,
        message: cleared
          ? "Login lockout cleared: the user can sign in again at once."
          : "This user had no failed sign-ins to clear.",
      };
      res.json(body);
    },
  );
  return router;
}
