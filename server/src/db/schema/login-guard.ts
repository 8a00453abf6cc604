import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

// Sign-in protection (modules/account/sessions/login-guard.ts). Every account and address is stored as a SHA-256
// digest, so neither table holds an e-mail address, an admin username or an IP address in clear.

/**
 * Failed sign-ins, counted per (account, address) pair, per account (any address) and per address (any
 * account). The key names the scope ("user" or "admin") and the pair; `account` lets an admin clear an
 * account's rows. A count is forgotten an hour after its last failure.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    key: text("key").primaryKey(),
    account: text("account").notNull(),
    failures: integer("failures").notNull(),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
    /** When the admins were last told this account is under attack (account-wide rows only). */
    alertedAt: timestamp("alerted_at", { withTimezone: true }),
  },
  (t) => [
    index("login_failures_account_idx").on(t.account),
    index("login_failures_last_failure_at_idx").on(t.lastFailureAt),
  ],
);

/** The addresses and devices (a cookie) an account has signed in from: their right password is never refused. */
export const loginKnownClients = pgTable(
  "login_known_clients",
  {
    account: text("account").notNull(),
    client: text("client").notNull(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.client] }), index("login_known_clients_last_idx").on(t.lastSuccessAt)],
);
