import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { analyses } from "./analyses";
import { payments } from "./billing";
import { users } from "./users";

// The public API (docs/decisions/038-public-api.md): keys that act as their owner, analyses as jobs, and the monthly
// allowance counted in one row per user and month.

/**
 * A key is a high-entropy random token, so its SHA-256 is enough to store (nothing to brute-force, unlike a
 * password); the prefix is kept apart so that lists can show which key is which.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    // Filled by the webhooks module: where this key's job outcomes are posted, and the signing secret.
    webhookUrl: text("webhook_url"),
    webhookSecret: text("webhook_secret"),
  },
  (t) => [
    uniqueIndex("api_keys_key_hash_unique").on(t.keyHash),
    index("api_keys_user_id_created_at_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * One analysis asked for through the API. The answer goes out before the engine runs, so the job is what the
 * client polls; lease_expires_at lets the scheduler fail a job whose process died while it was processing.
 */
export const apiJobs = pgTable(
  "api_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    apiKeyId: uuid("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("queued"), // queued | processing | completed | failed
    analysisId: integer("analysis_id").references(() => analyses.id, { onDelete: "set null" }),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    // Cleared after 24 hours by the scheduler: a retry later than that is a new request.
    idempotencyKey: text("idempotency_key"),
    requestFingerprint: text("request_fingerprint"),
    // How the analysis is paid: "included" in the month's allowance, or "overage" with its $1 payment.
    billing: text("billing").notNull(),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("api_jobs_api_key_id_idempotency_key_unique").on(t.apiKeyId, t.idempotencyKey),
    index("api_jobs_user_id_created_at_id_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The privacy export reads a user's jobs in uuid order, a batch at a time (keyset on id).
    index("api_jobs_user_id_id_idx").on(t.userId, t.id),
    index("api_jobs_status_lease_idx").on(t.status, t.leaseExpiresAt),
    index("api_jobs_idempotency_created_at_idx")
      .on(t.createdAt)
      .where(sql`${t.idempotencyKey} is not null`),
    check("api_jobs_status_check", sql`${t.status} in ('queued', 'processing', 'completed', 'failed')`),
    check("api_jobs_billing_check", sql`${t.billing} in ('included', 'overage')`),
  ],
);

/**
 * The month's API analyses per user (month is "YYYY-MM", UTC). The allowance is taken by a conditional UPDATE
 * (included_used < the allowance), so parallel requests at its edge cannot both take the last one.
 */
export const apiUsageMonths = pgTable(
  "api_usage_months",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: text("month").notNull(),
    includedUsed: integer("included_used").notNull().default(0),
    overageUsed: integer("overage_used").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
