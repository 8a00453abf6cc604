import { Router } from "express";
import { idParamSchema } from "@shared/schemas/common";
import { updateUserBodySchema, type UserResponse } from "@shared/schemas/user";
import { currentUser, requireSelf, requireUser } from "../../../http/auth";
import type { RateLimits } from "../../../http/rate-limit";
import { validate } from "../../../http/validate";
import type { UsersService } from "./users.service";

export function createUsersRouter(deps: { users: UsersService; limits: Pick<RateLimits, "emailChangeByAccount"> }) {
  const router = Router();

  router.put(
    "/user/:id",
    requireUser,
    validate({ params: idParamSchema }),
    requireSelf("params", "id"),
    validate({ body: updateUserBodySchema }),
    // After validation, so the address it compares is the parsed (trimmed, lower-cased) one.
    deps.limits.emailChangeByAccount,
    async (req, res) => {
      const body: UserResponse = { user: await deps.users.updateProfile(currentUser(req), req.body) };
      res.json(body);
    },
  );

  // Drops a pending change of address; the account keeps its current one. Nothing to validate.
  router.post("/account/email/cancel", requireUser, async (req, res) => {
    const body: UserResponse = { user: await deps.users.cancelEmailChange(currentUser(req)) };
    res.json(body);
  });

  return router;
}
