import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

// State the app processes share (docs/decisions/013-shared-state-in-postgres.md): with PostgreSQL as the only shared
// state, any number of identical processes can serve one user base behind a load balancer. Each table here replaces
// something that used to live in one process's memory.

/** Abuse limits (http/rate-limit.ts): one fixed-window counter per limit and key (IP, account or user). */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_reset_at_idx").on(t.resetAt)],
);

/**
 * An analysis in flight (analyses/analysis-leases.ts): one per user at most (the primary key), and a process
 * takes at most its capacity. The holder renews its leases while it works; a lease whose process died expires.
 *
 * The same row is the analysis's place in the line for the engine (analyses/analysis-queue.ts): queued_at is set
 * when the upload is stored and checked, started_at when its turn comes. The line lives here rather than in a
 * table of its own because an entry is a phase of the lease: it already names its process (the holder, which
 * starts with the host name), is renewed while the process lives and expires when it dies, allows one analysis
 * per user, and is deleted when the answer goes out or the client leaves, taking the entry out of line with it.
 */
export const analysisLeases = pgTable(
  "analysis_leases",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    holder: text("holder").notNull(),
    acquiredAt: timestamp("acquired_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the analysis joined the line for the engine; null while the upload is still arriving, and after. */
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    /** When its turn came; null while it waits. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** Pro in force when it joined the line: it is placed as if it had come 15 s earlier. */
    priority: boolean("priority").notNull().default(false),
  },
  (t) => [index("analysis_leases_holder_idx").on(t.holder), index("analysis_leases_expires_at_idx").on(t.expiresAt)],
);

/**
 * Scheduled work (lib/scheduler.ts): a run is claimed by moving next_run_at forward in one statement, so one
 * process wins each interval however many run the schedule.
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastHolder: text("last_holder"),
  runs: integer("runs").notNull().default(0),
});

/**
 * The stages of an analysis in flight (analyses/progress.ts), keyed by the client's requestId: who owns the id
 * (nobody else may listen to it) and the latest stage, for a listener that connects late or to another process.
 */
export const analysisProgress = pgTable(
  "analysis_progress",
  {
    requestId: text("request_id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    latest: jsonb("latest").$type<{ stage: string; percent: number; message?: string; position?: number }>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analysis_progress_updated_at_idx").on(t.updatedAt)],
);
