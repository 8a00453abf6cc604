import { Router } from "express";
import { type DeleteAccountBody, deleteAccountBodySchema } from "@shared/schemas/account";
import type { MessageResponse } from "@shared/schemas/auth";
import { AppError } from "../../../errors";
import { clearSessionCookie, currentUser, requireUser } from "../../../http/auth";
import type { RateLimits } from "../../../http/rate-limit";
import { validate } from "../../../http/validate";
import type { Logger } from "../../../logger";
import { ALREADY_DELETED_MESSAGE, type PrivacyDeletionService } from "./privacy-deletion";
import type { PrivacyExportService } from "./privacy-export";

// The privacy rights /privacy promises: "Download my data" and "Delete my account". Both answer for the session user
// only: there is no user id in these paths.

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

  // The limit comes after validation and counts only wrong passwords (http/rate-limit.ts).
  router.post(
    "/account/delete",
    requireUser,
    validate({ body: deleteAccountBodySchema }),
    deps.limits.deleteAccountByAccount,
    async (req, res) => {
      const { password } = req.body as DeleteAccountBody;
      const result = await deps.deletion.deleteOwnAccount(currentUser(req).id, password);
      // Deleted now, or a moment ago by another request: this session went with the account either way.
      clearSessionCookie(res, deps.secureCookies);
      if (result.outcome === "gone") throw new AppError("NOT_FOUND", ALREADY_DELETED_MESSAGE);
      const body: MessageResponse = result.body;
      res.json(body);
    },
  );

  return router;
}
