import bcrypt from "bcrypt";
import type { AdminAccountRow } from "@shared/schemas/admin-lists";
import type {
  AdminChangePasswordBody,
  AdminCreateAccountBody,
  AdminDeleteAccountBody,
} from "@shared/schemas/admin-records";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { Clock } from "../../lib/clock";
import { hashToken } from "../../lib/tokens";
import { type AdminActor, recordAudit } from "./admin-audit.repository";
import type { AdminAuthRepository } from "./admin-auth.repository";

// Admin accounts managed from the Admin Users tab: create (createdBy from the token), change a password (which ends
// that admin's other sessions), delete (never oneself, never the last admin).

export const ADMIN_NOT_FOUND_MESSAGE = "This admin account does not exist. It may have been deleted already.";
const DUPLICATE_USERNAME = "An admin with this username already exists";

export function createAdminAccountsService(deps: {
  db: Db;
  repo: AdminAuthRepository;
  clock: Clock;
  bcryptCost: number;
}) {
  const { repo } = deps;

  return {
    async create(actor: AdminActor, body: AdminCreateAccountBody): Promise<AdminAccountRow> {
      const passwordHash = await bcrypt.hash(body.password, deps.bcryptCost);
      return deps.db.transaction(async (tx) => {
        // ON CONFLICT DO NOTHING: a taken name (or two admins creating it at once) is a 409, not a 500.
        const admin = await repo.insertAdmin({ username: body.username, passwordHash, createdBy: actor.id }, tx);
        if (!admin) {
          throw new AppError("CONFLICT", `${DUPLICATE_USERNAME}.`, { fieldErrors: { username: [DUPLICATE_USERNAME] } });
        }
        await recordAudit(tx, {
          admin: actor,
          action: "admin.create",
          targetType: "admin",
          targetId: admin.id,
          after: { username: admin.username },
          at: deps.clock.now(),
        });
        return {
          id: admin.id,
          username: admin.username,
          createdBy: { id: actor.id, username: actor.username },
          createdAt: admin.createdAt.toISOString(),
          lastLogin: null,
          isSelf: false,
        };
      });
    },

    /**
     * A new password ends the admin's other sessions: changing one's own keeps only the token in use, so the admin
     * stays signed in here; changing another admin's ends all of theirs.
     */
    async changePassword(
      actor: AdminActor & { token: string },
      id: number,
      body: AdminChangePasswordBody,
    ): Promise<{ message: string }> {
      const passwordHash = await bcrypt.hash(body.newPassword, deps.bcryptCost);
      const isSelf = id === actor.id;
      const sessionsEnded = await deps.db.transaction(async (tx) => {
        const admin = await repo.setPassword(tx, id, passwordHash);
        if (!admin) throw new AppError("NOT_FOUND", ADMIN_NOT_FOUND_MESSAGE);
        const ended = await repo.endOtherSessions(id, isSelf ? hashToken(actor.token) : null, tx);
        await recordAudit(tx, {
          admin: actor,
          action: "admin.password",
          targetType: "admin",
          targetId: id,
          // Never the password or its hash: only who it was and what it did to their sessions.
          after: { username: admin.username, sessionsEnded: ended },
          at: deps.clock.now(),
        });
        return ended;
      });
      if (sessionsEnded === 0) return { message: "Password updated." };
      return {
        message: isSelf
          ? "Password updated. Your other sessions have been signed out."
          : "Password updated. That admin's sessions have been signed out.",
      };
    },

    async remove(actor: AdminActor, id: number, body: AdminDeleteAccountBody): Promise<{ message: string }> {
      return deps.db.transaction(async (tx) => {
        // Every admin row locked: two admins deleting each other at once cannot both succeed.
        const admins = await repo.lockAllAdmins(tx);
        const target = admins.find((admin) => admin.id === id);
        if (!target) throw new AppError("NOT_FOUND", ADMIN_NOT_FOUND_MESSAGE);
        if (body.confirmUsername !== target.username) {
          const message = `Type the username "${target.username}" to confirm`;
          throw new AppError("VALIDATION_FAILED", `${message}.`, { fieldErrors: { confirmUsername: [message] } });
        }
        if (id === actor.id) throw new AppError("CONFLICT", "You cannot delete your own account.");
        if (admins.length <= 1) throw new AppError("CONFLICT", "You cannot delete the last admin account.");
        await repo.deleteAdmin(tx, id);
        await recordAudit(tx, {
          admin: actor,
          action: "admin.delete",
          targetType: "admin",
          targetId: id,
          before: { username: target.username },
          at: deps.clock.now(),
        });
        return { message: `Admin ${target.username} deleted.` };
      });
    },
  };
}
export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;
