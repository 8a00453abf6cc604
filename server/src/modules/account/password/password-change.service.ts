import bcrypt from "bcrypt";
import type { ChangePasswordBody } from "@shared/schemas/account";
import type { MessageResponse } from "@shared/schemas/auth";
import type { Db } from "../../../db/client";
import { AppError } from "../../../errors";
import { createUsersRepository } from "../users/users.repository";
import type { PasswordChangedNotice } from "./password-changed-notice";
import { createPasswordResetRepository } from "./password-reset.repository";
import type { SessionsService } from "../sessions/sessions.service";
import { verifyPassword } from "./verify-password";

// Change password on the profile: the current password is asked again, so a session left open on a shared computer
// cannot lock the owner out; every other session of the user is signed out.

export function createPasswordChangeService(deps: {
  db: Db;
  bcryptCost: number;
  sessions: SessionsService;
  notifyPasswordChanged: PasswordChangedNotice;
}) {
  const users = createUsersRepository(deps.db);
  const resetLinks = createPasswordResetRepository(deps.db);

  return {
    /** `currentToken` is the session making the change: the only one of the user left signed in. */
    async change(userId: number, body: ChangePasswordBody, currentToken: string): Promise<MessageResponse> {
      // The stored hash as it is now, not as the session check read it at the start of the request.
      const user = await users.findById(userId);
      if (!user) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
      await verifyPassword(user, body.currentPassword, "currentPassword");
      const passwordHash = await bcrypt.hash(body.newPassword, deps.bcryptCost);
      const signedOut = await deps.db.transaction(async (tx) => {
        await users.update(user.id, { passwordHash }, tx);
        // A reset link mailed before the change must not undo it.
        await resetLinks.deleteForUser(user.id, tx);
        return deps.sessions.endAllForUser(user.id, { keepToken: currentToken, tx });
      });
      await deps.notifyPasswordChanged(user);
      const others =
        signedOut === 0
          ? ""
          : ` ${signedOut === 1 ? "Your other session has" : `Your ${signedOut} other sessions have`} been signed out.`;
      return { message: `Your password has been changed.${others}` };
    },
  };
}
export type PasswordChangeService = ReturnType<typeof createPasswordChangeService>;
