import { type Request, Router } from "express";
import type { AuthResponse, MessageResponse } from "@shared/schemas/auth";
import { loginBodySchema, registerBodySchema } from "@shared/schemas/auth";
import type { CurrentUserResponse } from "@shared/schemas/user";
import { clearSessionCookie, deviceToken, sessionToken, setDeviceCookie, setSessionCookie } from "../../../http/auth";
import type { RateLimits } from "../../../http/rate-limit";
import { requestLanguage } from "../../../http/request-language";
import { validate } from "../../../http/validate";
import type { UsersService } from "../users/users.service";
import type { AuthService } from "./auth.service";

export function createAuthRouter(deps: {
  auth: AuthService;
  users: UsersService;
  limits: RateLimits;
  secureCookies: boolean;
}) {
  const router = Router();
  const context = (req: Request) => ({
    ip: req.ip,
    userAgent: req.get("user-agent"),
    deviceToken: deviceToken(req),
  });

  router.post("/register", deps.limits.registerByIp, validate({ body: registerBodySchema }), async (req, res) => {
    // The language the visitor was reading in (the browser sends it with every call) becomes the account's.
    const session = await deps.auth.register(req.body, context(req), requestLanguage(req));
    setSessionCookie(res, session.token, session.expiresAt, deps.secureCookies);
    setDeviceCookie(res, session.deviceToken, deps.secureCookies);
    const body: AuthResponse = {
      user: await deps.users.present(session.user),
      message: `Welcome, ${session.user.username}! We sent a verification link to ${session.user.email}.`,
    };
    res.status(201).json(body);
  });

  // Wrong passwords are slowed down in the service (login-guard.ts), not by a rate limit that would also refuse
  // the owner's right password.
  router.post("/login", validate({ body: loginBodySchema }), async (req, res) => {
    const session = await deps.auth.login(req.body, context(req), sessionToken(req));
    setSessionCookie(res, session.token, session.expiresAt, deps.secureCookies);
    setDeviceCookie(res, session.deviceToken, deps.secureCookies);
    const body: AuthResponse = { user: await deps.users.present(session.user), message: "Signed in successfully." };
    res.json(body);
  });

  // Logging out twice, or without a session, is not an error: the outcome is the same.
  router.post("/logout", async (req, res) => {
    await deps.auth.logout(sessionToken(req));
    clearSessionCookie(res, deps.secureCookies);
    const body: MessageResponse = { message: "Signed out." };
    res.json(body);
  });

  // "Who is signed in?" answers a guest too: 200 with user null, so a guest's visit logs no error.
  router.get("/user", async (req, res) => {
    const body: CurrentUserResponse = { user: req.user ? await deps.users.present(req.user) : null };
    res.json(body);
  });

  return router;
}
