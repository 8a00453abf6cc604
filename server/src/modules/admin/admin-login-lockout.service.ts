import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { Clock } from "../../lib/clock";
import type { LoginGuard } from "../account/sessions/login-guard";
import type { UsersService } from "../account/users/users.service";
import { type AdminActor, recordAudit } from "./admin-audit.repository";
import { USER_NOT_FOUND_MESSAGE } from "./admin-users.service";

// "Clear login lockout" on a user's row: a creator who is made to wait after wrong passwords (their own, or a
// stranger's behind the same address) may sign in again at once. The counts go and the audit log says so, in
// one transaction.

export function createAdminLoginLockoutService(deps: {
  db: Db;
  clock: Clock;
  loginGuard: LoginGuard;
  users: Pick<UsersService, "findById">;
}) {
  return {
    async clear(actor: AdminActor, userId: number): Promise<{ cleared: number }> {
      const user = await deps.users.findById(userId);
      if (!user) throw new AppError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
      return deps.db.transaction(async (tx) => {
        const cleared = await deps.loginGuard.clear("user", user.email, tx);
        await recordAudit(tx, {
          admin: actor,
          action: "user.clear_login_lockout",
          targetType: "user",
          targetId: user.id,
          before: { failedSignInRows: cleared },
          after: { failedSignInRows: 0 },
          at: deps.clock.now(),
        });
        return { cleared };
      });
    },
  };
}
export type AdminLoginLockoutService = ReturnType<typeof createAdminLoginLockoutService>;
