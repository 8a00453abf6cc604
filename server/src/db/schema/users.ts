import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(), // stored lower-cased
    // A new address asked for on the profile: `email` stays the sign-in address until this one is verified.
    pendingEmail: text("pending_email"),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    language: text("language").notNull().default("en"),
    freeTrialsUsed: integer("free_trials_used").notNull().default(0),
    // Paid analyses not yet used: +1 when a $1 payment succeeds, -1 in the transaction storing an analysis.
    analysisCredits: integer("analysis_credits").notNull().default(0),
    // How many of analysis_credits a 100% promo code granted: the analysis they pay for is a promo one, not a
    // paid one (it is not revenue). Spent before the paid credits.
    promoCredits: integer("promo_credits").notNull().default(0),
    autoChargeEnabled: boolean("auto_charge_enabled").notNull().default(false),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    providerPaymentMethodId: text("provider_payment_method_id"),
    subscriptionStatus: text("subscription_status"),
    subscriptionPlan: text("subscription_plan").notNull().default("free"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    emailVerified: boolean("email_verified").notNull().default(false),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    // Usernames are unique regardless of case: "Sara" and "sara" are the same person to a reader.
    uniqueIndex("users_username_lower_unique").on(sql`lower(${t.username})`),
    uniqueIndex("users_provider_customer_id_unique").on(t.providerCustomerId),
    index("users_provider_subscription_id_idx").on(t.providerSubscriptionId),
    index("users_created_at_idx").on(t.createdAt),
    // The admin users list: "contains" search on username and e-mail, sorts by e-mail and free trials.
    index("users_username_trgm_idx").using("gin", sql`lower(${t.username}) gin_trgm_ops`),
    index("users_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("users_free_trials_used_idx").on(t.freeTrialsUsed, t.id),
    check("users_language_check", sql`${t.language} in ('en', 'ar')`),
    check("users_plan_check", sql`${t.subscriptionPlan} in ('free', 'monthly', 'per_post')`),
    check("users_free_trials_used_check", sql`${t.freeTrialsUsed} >= 0`),
    check("users_analysis_credits_check", sql`${t.analysisCredits} >= 0`),
    check("users_promo_credits_check", sql`${t.promoCredits} >= 0`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    // sha256 of the cookie value: a leaked table does not yield usable session cookies.
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // Refreshed at most every few minutes by the session check, for the profile's "active sessions" list.
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    // The address the link was sent to: changing e-mail invalidates links sent to the old one.
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // Kept after use, so opening the link again can say "already verified" instead of "invalid".
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_verification_tokens_hash_unique").on(t.tokenHash),
    index("email_verification_tokens_user_id_idx").on(t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(), // sha256 of the mailed token
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // Single use: set in the transaction that changes the password.
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_hash_unique").on(t.tokenHash),
    index("password_reset_tokens_user_id_idx").on(t.userId),
  ],
);
