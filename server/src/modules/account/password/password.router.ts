import { Router } from "express";
import {
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  type ResetTokenQuery,
  resetTokenQuerySchema,
  type ResetTokenResponse,
} from "@shared/schemas/account";
import type { AuthResponse, MessageResponse } from "@shared/schemas/auth";
import { setSessionCookie } from "../../../http/auth";
import type { RateLimits } from "../../../http/rate-limit";
import { validate } from "../../../http/validate";
import type { UsersService } from "../users/users.service";
import type { PasswordResetService } from "./password-reset.service";

/** Forgot password and the mailed reset link. Anyone may call these; the link is the proof. */
export function createPasswordRouter(deps: {
  passwordReset: PasswordResetService;
  users: UsersService;
  limits: RateLimits;
  secureCookies: boolean;
}) {
  const router = Router();
  const { limits } = deps;

  router.post(
    "/auth/password/forgot",
    limits.forgotPasswordByIp,
    limits.forgotPasswordByAccount,
    validate({ body: forgotPasswordBodySchema }),
    async (req, res) => {
      const body: MessageResponse = await deps.passwordReset.requestReset(req.body.email);
      res.json(body);
    },
  );

  router.get(
    "/auth/password/reset",
    limits.resetPasswordByIp,
    validate({ query: resetTokenQuerySchema }),
    async (req, res) => {
      const { token } = req.query as unknown as ResetTokenQuery;
      const body: ResetTokenResponse = await deps.passwordReset.checkLink(token);
      res.json(body);
    },
  );

  // Signs this browser in with a new session: every earlier session of the account has just been ended.
  router.post(
    "/auth/password/reset",
    limits.resetPasswordByIp,
    validate({ body: resetPasswordBodySchema }),
    async (req, res) => {
      const session = await deps.passwordReset.reset(req.body, { ip: req.ip, userAgent: req.get("user-agent") });
      setSessionCookie(res, session.token, session.expiresAt, deps.secureCookies);
      const body: AuthResponse = {
        user: await deps.users.present(session.user),
        message: "Your password has been reset. You are signed in, and every other session has been signed out.",
      };
      res.json(body);
    },
  );

  return router;
}
