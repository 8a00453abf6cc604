import { EMAIL_VERIFICATION_TTL_HOURS } from "@shared/constants";
import type { VerifyEmailResponse } from "@shared/schemas/auth";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { Clock } from "../../lib/clock";
import { hashToken, newToken } from "../../lib/tokens";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import { verificationMail } from "../../mail/templates";
import { createUsersRepository, type UserRow } from "../users/users.repository";
import { createEmailVerificationRepository } from "./email-verification.repository";

const TTL_MS = EMAIL_VERIFICATION_TTL_HOURS * 60 * 60 * 1000;

export const RESEND_ACCEPTED_MESSAGE =
  "If an unverified account uses that address, a new verification link is on its way. Please check your inbox.";

export function createEmailVerificationService(deps: {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
}) {
  const tokens = createEmailVerificationRepository(deps.db);
  const users = createUsersRepository(deps.db);

  return {
    /**
     * Issues a fresh link and mails it. A mail failure is logged, not thrown: the account exists either way
     * and the person can ask for another link from the verification page or the dashboard.
     */
    async sendVerification(user: Pick<UserRow, "id" | "email" | "username">): Promise<boolean> {
      const token = newToken();
      await tokens.replaceForUser({
        userId: user.id,
        tokenHash: hashToken(token),
        email: user.email,
        expiresAt: new Date(deps.clock.now().getTime() + TTL_MS),
      });
      const link = `${deps.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
      try {
        await deps.mailer.send(verificationMail(user.email, user.username, link));
        return true;
      } catch (error) {
        deps.logger.error({ err: error, userId: user.id }, "verification e-mail could not be sent");
        return false;
      }
    },

    async verify(token: string): Promise<VerifyEmailResponse> {
      const row = await tokens.findByHash(hashToken(token));
      if (!row) {
        throw new AppError("TOKEN_INVALID", "This verification link is invalid or has already been used.");
      }
      if (row.expiresAt.getTime() <= deps.clock.now().getTime()) {
        throw new AppError("TOKEN_EXPIRED", "This verification link has expired. Request a new one below.");
      }
      const user = await users.findById(row.userId);
      // The address changed after the link was sent: the link no longer proves anything.
      if (!user || user.email !== row.email) {
        throw new AppError("TOKEN_INVALID", "This verification link is invalid or has already been used.");
      }
      const verified = await deps.db.transaction(async (tx) => {
        const updated = await users.update(user.id, { emailVerified: true, emailVerifiedAt: deps.clock.now() }, tx);
        await tokens.deleteForUser(user.id, tx);
        return updated!;
      });
      return {
        message: "Your email has been verified successfully.",
        user: { id: verified.id, email: verified.email, username: verified.username },
      };
    },

    /** Always the same answer, so the endpoint does not reveal which addresses have accounts. */
    async resend(email: string): Promise<{ message: string }> {
      const user = await users.findByEmail(email);
      if (user && !user.emailVerified) await this.sendVerification(user);
      return { message: RESEND_ACCEPTED_MESSAGE };
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
