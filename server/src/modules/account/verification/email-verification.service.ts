import { EMAIL_VERIFICATION_TTL_HOURS } from "@shared/constants";
import type { VerifyEmailResponse } from "@shared/schemas/auth";
import type { Db } from "../../../db/client";
import { AppError, uniqueViolation } from "../../../errors";
import type { Clock } from "../../../lib/clock";
import { hashToken, newToken } from "../../../lib/tokens";
import type { Logger } from "../../../logger";
import { mailLanguage } from "../../../mail/mail-language";
import type { Mail, Mailer } from "../../../mail/mailer";
import { emailChangeNoticeMail, emailChangeVerificationMail, verificationMail } from "../../../mail/templates";
import type { PasswordResetService } from "../password/password-reset.service";
import { createUsersRepository, type UserRow } from "../users/users.repository";
import { createEmailVerificationRepository, type VerificationTokenRow } from "./email-verification.repository";

const TTL_MS = EMAIL_VERIFICATION_TTL_HOURS * 60 * 60 * 1000;
/** Used and expired links are kept this long, so reopening one still gets its own answer. */
export const VERIFICATION_LINKS_KEPT_DAYS = 30;

export const RESEND_ACCEPTED_MESSAGE =
  "If an account is waiting to verify that address, a new verification link is on its way. Please check your inbox.";
export const VERIFIED_MESSAGE = "Your email has been verified successfully.";
export const ALREADY_VERIFIED_MESSAGE = "Your e-mail is already verified.";
export const EMAIL_CHANGED_MESSAGE = "Your new e-mail address is verified. Use it to sign in from now on.";
const INVALID_MESSAGE = "This verification link is invalid or has already been used.";
const EXPIRED_MESSAGE = "This verification link has expired. Request a new one below.";

type Recipient = Pick<UserRow, "id" | "email" | "username" | "language">;

export function createEmailVerificationService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  /** The operator's SUPPORT_EMAIL, named in the notice of an address change. */
  supportEmail: string;
  logger: Logger;
  /** A new sign-in address ends the reset links mailed to the old one. */
  passwordReset: Pick<PasswordResetService, "revokeLinks">;
}) {
  const tokens = createEmailVerificationRepository(deps.db);
  const users = createUsersRepository(deps.db);

  /** A fresh link to `address`; only its hash is stored. */
  async function issueLink(userId: number, address: string): Promise<string> {
    const token = newToken();
    const now = deps.clock.now();
    await tokens.replaceUnused({
      userId,
      tokenHash: hashToken(token),
      email: address,
      expiresAt: new Date(now.getTime() + TTL_MS),
      createdAt: now,
    });
    return `${deps.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  }

  /**
   * A mail failure is logged, not thrown: what it is about is stored either way, and the person can ask for
   * another link from the verification page, the dashboard or the profile.
   */
  async function trySend(mail: Mail, userId: number, what: string): Promise<boolean> {
    try {
      await deps.mailer.send(mail);
      return true;
    } catch (error) {
      deps.logger.error({ err: error, userId }, `${what} could not be sent`);
      return false;
    }
  }

  function answer(user: Recipient, message: string): VerifyEmailResponse {
    return { message, user: { id: user.id, email: user.email, username: user.username } };
  }

  /** The link is for the sign-in address: it is verified from now on. */
  async function verifyCurrent(row: VerificationTokenRow, user: UserRow): Promise<VerifyEmailResponse> {
    const now = deps.clock.now();
    const claimed = await deps.db.transaction(async (tx) => {
      if (!(await tokens.claim(tx, row.id, now))) return false;
      await users.update(user.id, { emailVerified: true, emailVerifiedAt: now }, tx);
      return true;
    });
    // Another tab used the same link a moment ago: the address is verified all the same.
    return answer(user, claimed ? VERIFIED_MESSAGE : ALREADY_VERIFIED_MESSAGE);
  }

  /**
   * The link is for the pending new address: it becomes the sign-in address, verified, in one transaction that
   * also ends the password reset links mailed to the old address (whoever reads that mailbox now must not be
   * able to reset the password).
   */
  async function swapInPending(row: VerificationTokenRow, user: UserRow): Promise<VerifyEmailResponse> {
    const now = deps.clock.now();
    try {
      const swapped = await deps.db.transaction(async (tx) => {
        const current = await users.findById(user.id, tx, { lock: true });
        if (!current || current.pendingEmail !== row.email) return null; // cancelled or replaced meanwhile
        if (!(await tokens.claim(tx, row.id, now))) return null;
        await deps.passwordReset.revokeLinks(user.id, tx);
        return users.update(
          user.id,
          { email: row.email, pendingEmail: null, emailVerified: true, emailVerifiedAt: now },
          tx,
        );
      });
      if (!swapped) throw new AppError("TOKEN_INVALID", INVALID_MESSAGE);
      return answer(swapped, EMAIL_CHANGED_MESSAGE);
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      // Another account took the address after the change was asked for: the change can never complete.
      await users.clearPendingEmail(user.id, row.email);
      throw new AppError(
        "CONFLICT",
        `Another account now uses ${row.email}, so it could not become yours. Your account keeps ${user.email}.`,
      );
    }
  }

  return {
    /** Issues a fresh link to the user's sign-in address and mails it. */
    async sendVerification(user: Recipient): Promise<boolean> {
      const link = await issueLink(user.id, user.email);
      return trySend(
        verificationMail(user.email, user.username, link, mailLanguage(user.language)),
        user.id,
        "verification e-mail",
      );
    },

    /**
     * A change of address was asked for: the link goes to the new address, and a notice to the current one, so an owner
     * whose session was taken over hears of it before the address moves.
     */
    async sendEmailChange(user: Recipient, newAddress: string): Promise<void> {
      const link = await issueLink(user.id, newAddress);
      await trySend(
        emailChangeVerificationMail(newAddress, user.username, link, mailLanguage(user.language)),
        user.id,
        "e-mail change link",
      );
      await trySend(
        emailChangeNoticeMail(user.email, user.username, newAddress, deps.supportEmail, mailLanguage(user.language)),
        user.id,
        "e-mail change notice",
      );
    },

    async verify(token: string): Promise<VerifyEmailResponse> {
      const row = await tokens.findByHash(hashToken(token));
      const user = row ? await users.findById(row.userId) : null;
      if (!row || !user) throw new AppError("TOKEN_INVALID", INVALID_MESSAGE);
      if (row.usedAt) {
        // Opened again after it worked: success for the address it verified, if that is still the account's.
        if (user.email === row.email && user.emailVerified) return answer(user, ALREADY_VERIFIED_MESSAGE);
        throw new AppError("TOKEN_INVALID", INVALID_MESSAGE);
      }
      if (row.expiresAt.getTime() <= deps.clock.now().getTime()) throw new AppError("TOKEN_EXPIRED", EXPIRED_MESSAGE);
      if (row.email === user.email) return verifyCurrent(row, user);
      if (row.email === user.pendingEmail) return swapInPending(row, user);
      // The address changed (or the change was cancelled) after the link was sent: it proves nothing now.
      throw new AppError("TOKEN_INVALID", INVALID_MESSAGE);
    },

    /**
     * An operator's resend, for the account `userId`: unlike `resend`, which answers a stranger, it says what
     * happened. Null when there is no such account; ALREADY_VERIFIED, or MAIL_FAILED when the mail could not go.
     * Returns the row it mailed.
     */
    async resendToUser(userId: number): Promise<UserRow | null> {
      const user = await users.findById(userId);
      if (!user) return null;
      if (user.emailVerified) throw new AppError("ALREADY_VERIFIED", "This user's e-mail address is already verified.");
      if (!(await this.sendVerification(user))) {
        throw new AppError(
          "MAIL_FAILED",
          "The verification e-mail could not be sent. Check the mail settings and try again.",
        );
      }
      return user;
    },

    /**
     * Always the same answer, and in about the same time: both lookups run for every address, and the link is
     * stored and mailed after the answer (as forgot-password does), so neither the answer nor its timing (SMTP
     * takes a while) tells whether an account is waiting to verify the address.
     */
    async resend(email: string): Promise<{ message: string }> {
      const user = await users.findByEmail(email);
      const waiting = await users.findByPendingEmail(email);
      const send = async () => {
        if (user && !user.emailVerified) await this.sendVerification(user);
        // A pending new address gets a fresh link too (and no second notice to the old address).
        for (const account of waiting) {
          const link = await issueLink(account.id, email);
          await trySend(
            emailChangeVerificationMail(email, account.username, link, mailLanguage(account.language)),
            account.id,
            "e-mail change link",
          );
        }
      };
      // trySend logs a mail failure; this catches a failure to store the link.
      send().catch((error: unknown) => deps.logger.error({ err: error }, "verification link could not be sent"));
      return { message: RESEND_ACCEPTED_MESSAGE };
    },

    /** Deletes links older than VERIFICATION_LINKS_KEPT_DAYS; run by the server's sweeper. */
    async sweep(): Promise<number> {
      const cutoff = new Date(deps.clock.now().getTime() - VERIFICATION_LINKS_KEPT_DAYS * 24 * 60 * 60 * 1000);
      return tokens.deleteCreatedBefore(cutoff);
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
