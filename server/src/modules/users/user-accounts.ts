import { getTableColumns } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { createUsersRepository, type UsersRepository, type UserRow } from "./users.repository";

// What the users module offers the other modules. They do not build the users repository themselves (ESLint's
// boundaries rules refuse it), so the repository answers to this module alone.

export type { NewUserRow, UserRow } from "./users.repository";

/**
 * An account as the routes hand it to the services: the session lookup's columns (http/auth.ts's SessionUser), never
 * the password hash. A full row is one too, so a service that takes this also takes a row it read itself.
 */
export type AccountUser = Omit<UserRow, "passwordHash" | "promoCredits" | "emailVerifiedAt" | "updatedAt">;

/** The columns of an AccountUser, for a query that loads one (the session lookup). */
export const accountUserColumns = (() => {
  const {
    passwordHash: _passwordHash,
    promoCredits: _promoCredits,
    emailVerifiedAt: _emailVerifiedAt,
    updatedAt: _updatedAt,
    ...columns
  } = getTableColumns(users);
  return columns;
})();

/**
 * The users rows, for the modules that keep accounts: sign-up and sign-in, password change and reset, e-mail
 * verification. They cannot take the users service instead, which needs e-mail verification (the services would
 * build in a circle).
 */
export type UserAccounts = Pick<
  UsersRepository,
  "findById" | "findByEmail" | "findByPendingEmail" | "findByUsername" | "insert" | "update" | "clearPendingEmail"
>;

export function createUserAccounts(db: Db): UserAccounts {
  return createUsersRepository(db);
}
