import { Router } from "express";
import {
  type AccountSessionsResponse,
  changePasswordBodySchema,
  type SignOutOthersResponse,
} from "@shared/schemas/account";
import type { MessageResponse } from "@shared/schemas/auth";
import { currentUser, requireUser, sessionToken } from "../../http/auth";
import type { RateLimits } from "../../http/rate-limit";
import { validate } from "../../http/validate";
import { AppError } from "../../errors";
import type { PasswordChangeService } from "./password/password-change.service";
import type { SessionsService } from "./sessions/sessions.service";

// The signed-in creator's password and sessions. Every route answers for the session user only: there is no user id in
// these paths.

/** The cookie of the request, which requireUser has already found valid. */
function currentToken(req: Parameters<typeof sessionToken>[0]): string {
  const token = sessionToken(req);
  if (!token) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
  return token;
}

export function createAccountSecurityRouter(deps: {
  passwordChange: PasswordChangeService;
  sessions: SessionsService;
  limits: RateLimits;
}) {
  const router = Router();

  // The limit comes after validation and counts only wrong current passwords (http/rate-limit.ts).
  router.post(
    "/account/password",
    requireUser,
    validate({ body: changePasswordBodySchema }),
    deps.limits.changePasswordByAccount,
    async (req, res) => {
      const body: MessageResponse = await deps.passwordChange.change(currentUser(req).id, req.body, currentToken(req));
      res.json(body);
    },
  );

  router.get("/account/sessions", requireUser, async (req, res) => {
    const body: AccountSessionsResponse = {
      sessions: await deps.sessions.listForUser(currentUser(req).id, currentToken(req)),
    };
    res.json(body);
  });

  router.post("/account/sessions/sign-out-others", requireUser, async (req, res) => {
    const body: SignOutOthersResponse = await deps.sessions.signOutOthers(currentUser(req).id, currentToken(req));
    res.json(body);
  });

  return router;
}
