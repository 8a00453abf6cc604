import bcrypt from "bcrypt";
import type { AdminCreateUserBody, AdminUpdateUserBody } from "@shared/schemas/admin-records";
import type { AdminUserRow } from "@shared/schemas/admin-lists";
import type { Db } from "../../db/client";
import { AppError, uniqueViolation } from "../../errors";
import type { Clock } from "../../lib/clock";
import { duplicateUserError } from "../account/sessions/auth.service";
import type { AccountDeletion } from "../account/users/account-deletion";
import type { UsersService } from "../account/users/users.service";
import { type AdminActor, recordAudit } from "./admin-audit.repository";
import { createAdminUsersRepository } from "./admin-users.repository";

// Users as the admin manages them: create, edit (freeTrialsUsed 0-10) and delete, which is the same account deletion as
// "Delete my account". Each change and its audit entry share a transaction.

export const USER_NOT_FOUND_MESSAGE = "This user does not exist. It may have been deleted already.";

/** The fields an admin can change; the audit records the ones that did change, before and after. */
const AUDITED_FIELDS = [
  "email",
  "username",
  "language",
  "freeTrialsUsed",
  "firstName",
  "lastName",
  "emailVerified",
] as const;
type AuditedField = (typeof AUDITED_FIELDS)[number];
type AuditedValues = Partial<Record<AuditedField, unknown>>;

function changedFields(before: AuditedValues, after: AuditedValues) {
  const changed: { before: AuditedValues; after: AuditedValues } = { before: {}, after: {} };
  for (const field of AUDITED_FIELDS) {
    if (before[field] === after[field]) continue;
    changed.before[field] = before[field];
    changed.after[field] = after[field];
  }
  return changed;
}

/** Empty optional names are stored as none; undefined leaves the stored name as it is. */
const nameValue = (value: string | undefined) => (value === undefined ? undefined : value || null);

/** A unique index refused the write (two requests racing for the same e-mail or username): a clear 409. */
function rethrowDuplicate(error: unknown): never {
  const clash = uniqueViolation(error);
  if (clash) throw duplicateUserError(clash.constraint);
  throw error;
}

export function createAdminUsersService(deps: {
  db: Db;
  clock: Clock;
  bcryptCost: number;
  users: Pick<UsersService, "findById" | "assertAvailable" | "insert" | "update">;
  accountDeletion: AccountDeletion;
}) {
  const { users } = deps;
  const repo = createAdminUsersRepository(deps.db);

  return {
    async create(actor: AdminActor, body: AdminCreateUserBody): Promise<AdminUserRow> {
      await users.assertAvailable(body, null);
      const passwordHash = await bcrypt.hash(body.password, deps.bcryptCost);
      const firstName = nameValue(body.firstName) ?? null;
      const lastName = nameValue(body.lastName) ?? null;
      return deps.db
        .transaction(async (tx) => {
          // Not marked verified: "verified" means the owner showed they receive mail at the address, and an
          // admin typing it in proves nothing (a typo would be "verified" too). The person can ask for a link
          // from their dashboard; nothing is mailed unasked, since admins also create accounts for testing.
          const user = await users.insert(
            {
              email: body.email,
              username: body.username,
              passwordHash,
              language: body.language,
              firstName,
              lastName,
            },
            tx,
          );
          await recordAudit(tx, {
            admin: actor,
            action: "user.create",
            targetType: "user",
            targetId: user.id,
            after: {
              email: user.email,
              username: user.username,
              language: user.language,
              firstName,
              lastName,
              emailVerified: user.emailVerified,
            },
            at: deps.clock.now(),
          });
          return repo.present(user, tx);
        })
        .catch(rethrowDuplicate);
    },

    async update(actor: AdminActor, id: number, body: AdminUpdateUserBody): Promise<AdminUserRow> {
      if (!(await users.findById(id))) throw new AppError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
      await users.assertAvailable(body, id);
      return deps.db
        .transaction(async (tx) => {
          const before = await repo.lockUser(tx, id);
          if (!before) throw new AppError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
          const emailChanged = body.email !== before.email;
          const values = {
            email: body.email,
            username: body.username,
            language: body.language,
            freeTrialsUsed: body.freeTrialsUsed,
            firstName: nameValue(body.firstName),
            lastName: nameValue(body.lastName),
            // A new address must be proven again before it counts as verified (as when users change it).
            ...(emailChanged ? { emailVerified: false, emailVerifiedAt: null } : {}),
          };
          const after = (await users.update(id, values, tx))!;
          const changed = changedFields(before, after);
          // Saving the form unchanged is not a change: nothing to record.
          if (Object.keys(changed.after).length > 0) {
            await recordAudit(tx, {
              admin: actor,
              action: "user.update",
              targetType: "user",
              targetId: id,
              ...changed,
              at: deps.clock.now(),
            });
          }
          return repo.present(after, tx);
        })
        .catch(rethrowDuplicate);
    },

    async remove(actor: AdminActor, id: number): Promise<void> {
      const deleted = await deps.accountDeletion.deleteAccount(id, {
        inTransaction: (tx, { user, removed }) =>
          recordAudit(tx, {
            admin: actor,
            action: "user.delete",
            targetType: "user",
            targetId: user.id,
            before: {
              email: user.email,
              username: user.username,
              subscriptionPlan: user.subscriptionPlan,
              subscriptionStatus: user.subscriptionStatus,
              // The key audit entries have always used (privacy deletion strips it by that name).
              stripeCustomerId: user.providerCustomerId,
              ...removed,
            },
            at: deps.clock.now(),
          }),
      });
      if (!deleted) throw new AppError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
