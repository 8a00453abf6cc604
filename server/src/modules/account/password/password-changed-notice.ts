import type { Logger } from "../../../logger";
import type { Mailer } from "../../../mail/mailer";
import { mailLanguage } from "../../../mail/mail-language";
import { passwordChangedMail } from "../../../mail/templates";
import type { UserRow } from "../users/users.repository";

export type PasswordChangedNotice = (user: Pick<UserRow, "id" | "email" | "username" | "language">) => Promise<void>;

/**
 * Tells the owner that their password changed (a change on the profile or a reset by link). Sent after the
 * change is stored; a mail failure is logged, not thrown: the new password already works.
 */
export function createPasswordChangedNotice(deps: {
  mailer: Mailer;
  appUrl: string;
  supportEmail: string;
  logger: Logger;
}) {
  const notify: PasswordChangedNotice = async (user) => {
    try {
      await deps.mailer.send(
        passwordChangedMail(user.email, user.username, deps.appUrl, deps.supportEmail, mailLanguage(user.language)),
      );
    } catch (error) {
      deps.logger.error({ err: error, userId: user.id }, "password-changed notice could not be sent");
    }
  };
  return notify;
}
