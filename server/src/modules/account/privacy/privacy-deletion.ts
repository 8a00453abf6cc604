import type { MessageResponse } from "@shared/schemas/auth";
import { AppError } from "../../../errors";
import type { Logger } from "../../../logger";
import type { Mailer } from "../../../mail/mailer";
import { mailLanguage } from "../../../mail/mail-language";
import { accountDeletedMail } from "../../../mail/templates";
import { verifyPassword } from "../password/verify-password";
import type { AccountDeletion, DeletedAccount } from "../users/account-deletion";
import type { UsersService } from "../users/users.service";
import { createPrivacyDeletionRepository } from "./privacy-deletion.repository";

// POST /api/account/delete, "Delete my account", one of the privacy rights /privacy lists. The password is asked again,
// so a session left open on a shared computer cannot delete the account. The deletion itself is the admin area's
// (users/account-deletion.ts): Pro cancelled and cards removed at the payment provider first, then one transaction
// deletes the user with everything that cascades from it (sessions, analyses and their preview stills, cards, promo
// redemptions, verification and reset tokens) and, here, the contact messages and the personal fields of admin audit
// entries about the user; payments stay, detached, for accounting.

export const SELF_DELETE_PROVIDER_FAILURE_MESSAGE =
  "We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again.";
export const ALREADY_DELETED_MESSAGE = "Your account has already been deleted.";

/**
 * `gone`: the account no longer exists, because another request (a second click, another tab) deleted it a
 * moment earlier. The session went with it either way; the router clears the cookie in both cases.
 */
export type SelfDeletion = { outcome: "deleted"; body: MessageResponse } | { outcome: "gone" };

export function createPrivacyDeletionService(deps: {
  accountDeletion: AccountDeletion;
  users: Pick<UsersService, "findById">;
  mailer: Mailer;
  logger: Logger;
}) {
  const repo = createPrivacyDeletionRepository();
  const exists = async (userId: number) => (await deps.users.findById(userId)) !== null;

  return {
    async deleteOwnAccount(userId: number, password: string): Promise<SelfDeletion> {
      // The stored hash as it is now, not as the session check read it at the start of the request.
      const user = await deps.users.findById(userId);
      if (!user) return { outcome: "gone" };
      await verifyPassword(user, password, "password");
      let deleted: DeletedAccount | null;
      try {
        deleted = await deps.accountDeletion.deleteAccount(user.id, {
          providerFailureMessage: SELF_DELETE_PROVIDER_FAILURE_MESSAGE,
          inTransaction: async (tx, { user: locked }) => {
            const messageIds = await repo.deleteContactMessages(tx, locked);
            await repo.redactAuditEntries(tx, locked.id, messageIds);
          },
        });
      } catch (error) {
        // Two deletions at once: the provider call or the re-check of the customer of the one that lost can
        // fail because the other has just removed the customer and the account. That account is gone, which
        // is what the person asked for; only an account that still exists has "nothing was deleted".
        if (error instanceof AppError && !(await exists(user.id))) return { outcome: "gone" };
        throw error;
      }
      if (!deleted) return { outcome: "gone" }; // the other request's transaction deleted it first
      const { email, username } = deleted.user;
      deps.logger.info({ userId: user.id, removed: deleted.removed }, "account deleted by its owner");
      // The account is gone either way: a mail failure is logged, not answered as an error.
      try {
        await deps.mailer.send(accountDeletedMail(email, username, mailLanguage(user.language)));
      } catch (error) {
        deps.logger.error({ err: error, userId: user.id }, "account deletion confirmation could not be sent");
      }
      return {
        outcome: "deleted",
        body: { message: `Your account has been deleted. A confirmation is on its way to ${email}.` },
      };
    },
  };
}
export type PrivacyDeletionService = ReturnType<typeof createPrivacyDeletionService>;
