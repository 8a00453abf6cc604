import { Router } from "express";
import type { AdminLoginResponse, AdminMeResponse } from "@shared/schemas/admin";
import { adminLoginBodySchema } from "@shared/schemas/admin";
import type { MessageResponse } from "@shared/schemas/auth";
import { bearerToken, currentAdmin, requireAdmin } from "../../http/admin-auth";
import { deviceToken, setDeviceCookie } from "../../http/auth";
import { validate } from "../../http/validate";
import { type AdminAuthService, presentAdmin } from "./admin-auth.service";

export function createAdminAuthRouter(deps: { adminAuth: AdminAuthService; secureCookies: boolean }) {
  const router = Router();

  // Wrong passwords are slowed down in the service (login-guard.ts), not by a rate limit that would also refuse
  // the admin's right password.
  router.post("/admin/login", validate({ body: adminLoginBodySchema }), async (req, res) => {
    const session = await deps.adminAuth.login(req.body, {
      ip: req.ip,
      userAgent: req.get("user-agent"),
      deviceToken: deviceToken(req),
    });
    setDeviceCookie(res, session.deviceToken, deps.secureCookies);
    const body: AdminLoginResponse = {
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      admin: presentAdmin(session.admin),
    };
    res.json(body);
  });

  router.post("/admin/logout", requireAdmin(deps.adminAuth), async (req, res) => {
    await deps.adminAuth.logout(bearerToken(req)!);
    const body: MessageResponse = { message: "Logged out." };
    res.json(body);
  });

  router.get("/admin/me", requireAdmin(deps.adminAuth), (req, res) => {
    const body: AdminMeResponse = { admin: presentAdmin(currentAdmin(req)) };
    res.json(body);
  });

  return router;
}
