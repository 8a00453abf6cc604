import bcrypt from "bcrypt";
import { PASSWORD_RESET_TTL_MINUTES } from "@shared/constants";
import type { ResetPasswordBody, ResetTokenResponse } from "@shared/schemas/account";
import type { MessageResponse } from "@shared/schemas/auth";
import type { Db, Tx } from "../../../db/client";
import { AppError } from "../../../errors";
import type { Clock } from "../../../lib/clock";
import { hashToken, newToken } from "../../../lib/tokens";
import type { Logger } from "../../../logger";
import type { Mailer } from "../../../mail/mailer";
import { mailLanguage } from "../../../mail/mail-language";
import { maskEmail, passwordResetMail } from "../../../mail/templates";
import { createUsersRepository, type UserRow } from "../users/users.repository";
import type { PasswordChangedNotice } from "./password-changed-notice";
import { createPasswordResetRepository, type PasswordResetTokenRow } from "./password-reset.repository";
import type { SessionContext, SessionsService, StartedSession } from "../sessions/sessions.service";

// Forgot password: a single-use link valid for an hour, mailed to the account's address; the same answer, in about the
// same time, whether or not the address has an account.

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;
/**
 * Links are kept a day after they are made, well past their hour, then swept: a used or expired link answers
 * "invalid" either way once it is gone, and a table of dead hashes is of no use to anyone.
 */
export const RESET_LINKS_KEPT_HOURS = 24;

export const FORGOT_PASSWORD_MESSAGE =
  "If an account uses that address, we have sent it a link to choose a new password. Please check your inbox.";
const INVALID_LINK = "This password reset link is invalid or has already been used. Please ask for a new one.";
const EXPIRED_LINK = "This password reset link has expired. Please ask for a new one.";

export function createPasswordResetService(deps: {
  db: Db;
  clock: Clock;
  bcryptCost: number;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
  sessions: SessionsService;
  notifyPasswordChanged: PasswordChangedNotice;
}) {
  const tokens = createPasswordResetRepository(deps.db);
  const users = createUsersRepository(deps.db);

  async function mailLink(user: UserRow): Promise<void> {
    const token = newToken();
    const now = deps.clock.now();
    await tokens.replaceForUser({
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + TTL_MS),
    });
    const link = `${deps.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await deps.mailer.send(passwordResetMail(user.email, user.username, link, mailLanguage(user.language)));
  }

  /** The link's row if it can still be used; else TOKEN_INVALID (unknown or used) or TOKEN_EXPIRED. */
  async function usableLink(token: string): Promise<PasswordResetTokenRow> {
    const row = await tokens.findByHash(hashToken(token));
    if (!row || row.usedAt) throw new AppError("TOKEN_INVALID", INVALID_LINK);
    if (row.expiresAt.getTime() <= deps.clock.now().getTime()) throw new AppError("TOKEN_EXPIRED", EXPIRED_LINK);
    return row;
  }

  return {
    /**
     * Looks the address up and answers at once: the link is stored and mailed after the answer, so neither
     * the answer nor its timing (SMTP takes a while) tells whether the address has an account.
     */
    async requestReset(email: string): Promise<MessageResponse> {
      const user = await users.findByEmail(email);
      if (user) {
        mailLink(user).catch((error: unknown) =>
          deps.logger.error({ err: error, userId: user.id }, "password reset e-mail could not be sent"),
        );
      }
      return { message: FORGOT_PASSWORD_MESSAGE };
    },

    /** Whether a mailed link still works, and for which (masked) address, before the person types a password. */
    async checkLink(token: string): Promise<ResetTokenResponse> {
      const row = await usableLink(token);
      const user = await users.findById(row.userId);
      if (!user) throw new AppError("TOKEN_INVALID", INVALID_LINK);
      return { email: maskEmail(user.email) };
    },

    /**
     * Sets the new password, uses up the link, ends every session of the user and starts one for this browser,
     * all in one transaction; then mails the owner a notice.
     */
    async reset(body: ResetPasswordBody, context: SessionContext): Promise<StartedSession> {
      await usableLink(body.token); // a clear answer for a dead link, before spending a bcrypt hash on it
      const passwordHash = await bcrypt.hash(body.password, deps.bcryptCost);
      const now = deps.clock.now();
      const session = await deps.db.transaction(async (tx) => {
        // Another submit of the same link may have won since the check above: then nothing is written.
        const claimed = await tokens.claim(hashToken(body.token), now, tx);
        if (!claimed) throw new AppError("TOKEN_INVALID", INVALID_LINK);
        const user = await users.update(claimed.userId, { passwordHash }, tx);
        if (!user) throw new AppError("TOKEN_INVALID", INVALID_LINK);
        await tokens.deleteForUser(user.id, tx, claimed.id);
        await deps.sessions.endAllForUser(user.id, { tx });
        return deps.sessions.start(user, context, tx);
      });
      await deps.notifyPasswordChanged(session.user);
      return session;
    },

    /**
     * Ends every reset link of the user, in the caller's transaction: when the sign-in address changes
     * (email-verification.service.ts), a link mailed to the old address must not reset the password any more.
     */
    revokeLinks: (userId: number, tx: Tx): Promise<void> => tokens.deleteForUser(userId, tx),

    /** Deletes links older than RESET_LINKS_KEPT_HOURS; run by the server's sweeper. */
    async sweep(): Promise<number> {
      const cutoff = new Date(deps.clock.now().getTime() - RESET_LINKS_KEPT_HOURS * 60 * 60 * 1000);
      return tokens.deleteCreatedBefore(cutoff);
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
