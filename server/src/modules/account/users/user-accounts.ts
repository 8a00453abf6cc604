import { getTableColumns } from "drizzle-orm";
import { users } from "../../../db/schema";
import type { UserRow } from "./users.repository";

// What the account module shows the other modules of its users rows: the AccountUser type the routes hand to their
// services, and its columns. The rows themselves stay inside modules/account: its users repository (like every
// repository of a module) is refused to other modules by ESLint's boundaries rules, and they read or change a user
// through the account's services (users.service.ts, the sign-in and verification services).

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
