import bcrypt from "bcrypt";
import type { MessageResponse } from "@shared/schemas/auth";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import { accountDeletedMail } from "../../mail/templates";
import type { AccountDeletion } from "../users/account-deletion";
import type { UserRow } from "../users/users.repository";
import { createPrivacyDeletionRepository } from "./privacy-deletion.repository";

// POST /api/account/delete, "Delete my account" (issue #9, PRODUCT.md §2 privacy rights). The password is
// asked again, so a session left open on a shared computer cannot delete the account. The deletion itself is
// the admin area's (users/account-deletion.ts): Pro cancelled and cards removed at the payment provider first,
// then one transaction deletes the user with everything that cascades from it (sessions, analyses and their
// preview stills, cards, promo redemptions, verification and reset tokens) and, here, the contact messages
// and the personal fields of admin audit entries about the user; payments stay, detached, for accounting.

export const WRONG_PASSWORD_MESSAGE = "Password is incorrect";
export const SELF_DELETE_PROVIDER_FAILURE_MESSAGE =
  "We could not cancel your subscription with the payment provider, so nothing was deleted. Please try again.";

export function createPrivacyDeletionService(deps: {
  accountDeletion: AccountDeletion;
  mailer: Mailer;
  logger: Logger;
}) {
  const repo = createPrivacyDeletionRepository();

  return {
    async deleteOwnAccount(user: UserRow, password: string): Promise<MessageResponse> {
      if (!(await bcrypt.compare(password, user.passwordHash))) {
        throw new AppError("VALIDATION_FAILED", WRONG_PASSWORD_MESSAGE, {
          fieldErrors: { password: [WRONG_PASSWORD_MESSAGE] },
        });
      }
      const deleted = await deps.accountDeletion.deleteAccount(user.id, {
        providerFailureMessage: SELF_DELETE_PROVIDER_FAILURE_MESSAGE,
        inTransaction: async (tx, { user: locked }) => {
          const messageIds = await repo.deleteContactMessages(tx, locked.id, locked.email);
          await repo.redactAuditEntries(tx, locked.id, messageIds);
        },
      });
      if (!deleted) throw new AppError("NOT_FOUND", "This account no longer exists.");
      const { email, username } = deleted.user;
      deps.logger.info({ userId: user.id, removed: deleted.removed }, "account deleted by its owner");
      // The account is gone either way: a mail failure is logged, not answered as an error.
      try {
        await deps.mailer.send(accountDeletedMail(email, username));
      } catch (error) {
        deps.logger.error({ err: error, userId: user.id }, "account deletion confirmation could not be sent");
      }
      return { message: `Your account has been deleted. A confirmation is on its way to ${email}.` };
    },
  };
}
export type PrivacyDeletionService = ReturnType<typeof createPrivacyDeletionService>;
