import { Router } from "express";
import { type DeleteAccountBody, deleteAccountBodySchema } from "@shared/schemas/account";
import type { MessageResponse } from "@shared/schemas/auth";
import { clearSessionCookie, currentUser, requireUser } from "../../http/auth";
import type { RateLimits } from "../../http/rate-limit";
import { validate } from "../../http/validate";
import type { Logger } from "../../logger";
import type { PrivacyDeletionService } from "./privacy-deletion";
import type { PrivacyExportService } from "./privacy-export";

// The privacy rights /privacy promises (issue #9): "Download my data" and "Delete my account". Both answer
// for the session user only: there is no user id in these paths.

export function createPrivacyRouter(deps: {
  exports: PrivacyExportService;
  deletion: PrivacyDeletionService;
  limits: Pick<RateLimits, "deleteAccountByAccount" | "exportByAccount">;
  secureCookies: boolean;
  logger: Logger;
}) {
  const router = Router();

  router.get("/account/export", requireUser, deps.limits.exportByAccount, async (req, res) => {
    const user = currentUser(req);
    const name = deps.exports.fileName(user);
    const result = await deps.exports.writeJson(user.id, res, () => {
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      // The plain name for every browser, and the exact one (an Arabic username) for those reading RFC 6266.
      res.setHeader(
        "Content-Disposition",
        `attachment; filename="${name.ascii}"; filename*=UTF-8''${encodeURIComponent(name.utf8)}`,
      );
    });
    deps.logger.info({ userId: user.id, ...result }, "account data export");
  });

  router.post(
    "/account/delete",
    requireUser,
    deps.limits.deleteAccountByAccount,
    validate({ body: deleteAccountBodySchema }),
    async (req, res) => {
      const { password } = req.body as DeleteAccountBody;
      const body: MessageResponse = await deps.deletion.deleteOwnAccount(currentUser(req), password);
      clearSessionCookie(res, deps.secureCookies);
      res.json(body);
    },
  );

  return router;
}
