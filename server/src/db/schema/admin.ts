import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const adminUsers = pgTable(
  "admin_users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdBy: integer("created_by").references((): AnyPgColumn => adminUsers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp("last_login", { withTimezone: true }),
  },
  (t) => [uniqueIndex("admin_users_username_unique").on(t.username)],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: text("id").primaryKey(), // sha256 of the bearer token
    adminUserId: integer("admin_user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // Idle timeout: a token unused for ADMIN_IDLE_MS is refused even before it expires.
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip"),
  },
  (t) => [
    index("admin_sessions_admin_user_id_idx").on(t.adminUserId),
    index("admin_sessions_expires_at_idx").on(t.expiresAt),
  ],
);

// "All access attempts are logged and monitored", as the admin login page says, is made true by this table.
export const adminLoginAttempts = pgTable(
  "admin_login_attempts",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    adminUserId: integer("admin_user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    success: boolean("success").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_login_attempts_created_at_idx").on(t.createdAt),
    index("admin_login_attempts_ip_idx").on(t.ip, t.createdAt),
    index("admin_login_attempts_success_created_at_idx").on(t.success, t.createdAt),
  ],
);

// Every admin mutation: who, what, which record, and before/after for settings and promo codes. The admin's username is
// copied so the entry still reads right after that admin is deleted.
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: serial("id").primaryKey(),
    adminUserId: integer("admin_user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    adminUsername: text("admin_username").notNull(),
    action: text("action").notNull(), // e.g. user.update, promo_code.create, settings.update
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_audit_log_created_at_idx").on(t.createdAt)],
);
