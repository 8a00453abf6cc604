import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { apiJobs, apiKeys } from "./api";

// Webhooks of the public API (docs/decisions/039-webhooks.md). The URL and the signing secret live on the key
// (api_keys.webhook_url, webhook_secret); each event to post is a delivery row, the job the scheduler works through,
// and each try to post it is an attempt row, the log the owner reads.

/**
 * One event for one key's URL. Its id is the `webhook-id` header, the same on every try. A process takes a due
 * delivery (status pending, next_attempt_at passed, no live lease) in one UPDATE ... FOR UPDATE SKIP LOCKED that
 * sets locked_until, so exactly one process sends each attempt; the lease only matters when that process dies
 * mid-attempt, and then the delivery is taken again once it runs out.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    apiKeyId: uuid("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => apiJobs.id, { onDelete: "cascade" }),
    /** The body as posted (type, timestamp, data), kept so that every attempt and a replay send the same bytes. */
    payload: jsonb("payload").notNull(),
    status: text("status").notNull().default("pending"),
    attemptCount: integer("attempt_count").notNull().default(0),
    /** When the next attempt is due; null once delivered or given up. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** Set while a process is sending an attempt; past it, the attempt is taken to have died with its process. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_api_key_id_created_at_idx").on(t.apiKeyId, t.createdAt.desc()),
    // The privacy export reads a user's deliveries in uuid order, a batch at a time (keyset on id).
    index("webhook_deliveries_api_key_id_id_idx").on(t.apiKeyId, t.id),
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("webhook_deliveries_job_id_idx").on(t.jobId),
    check("webhook_deliveries_status_check", sql`${t.status} in ('pending', 'delivered', 'failed')`),
    check("webhook_deliveries_event_type_check", sql`${t.eventType} in ('analysis.completed', 'analysis.failed')`),
  ],
);

/** One try to post a delivery: what the receiver answered, or why there was no answer. */
export const webhookDeliveryAttempts = pgTable(
  "webhook_delivery_attempts",
  {
    id: serial("id").primaryKey(),
    deliveryId: uuid("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
  },
  (t) => [index("webhook_delivery_attempts_delivery_id_idx").on(t.deliveryId, t.attemptedAt)],
);
