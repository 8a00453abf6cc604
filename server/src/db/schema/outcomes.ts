import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { analyses } from "./analyses";
import { users } from "./users";

// How a post really did, as its creator reported it: one row per check-in (a post can be updated at 48 hours
// and at 7 days). The creator's own data: deleted with the analysis and with the account, never shown to
// anyone else. The link is text, never fetched.
export const postOutcomes = pgTable(
  "post_outcomes",
  {
    id: serial("id").primaryKey(),
    analysisId: integer("analysis_id")
      .notNull()
      .references(() => analyses.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(), // tiktok | instagram | youtube | snapchat | other
    postedOn: date("posted_on", { mode: "string" }).notNull(),
    views: bigint("views", { mode: "number" }).notNull(),
    likes: bigint("likes", { mode: "number" }),
    comments: bigint("comments", { mode: "number" }),
    shares: bigint("shares", { mode: "number" }),
    saves: bigint("saves", { mode: "number" }),
    averageWatchSeconds: doublePrecision("average_watch_seconds"),
    watchedPercent: doublePrecision("watched_percent"),
    followers: bigint("followers", { mode: "number" }),
    link: text("link"),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("post_outcomes_analysis_id_idx").on(t.analysisId, t.recordedAt),
    index("post_outcomes_user_id_idx").on(t.userId),
    check("post_outcomes_counts_non_negative", sql`${t.views} >= 0 and coalesce(${t.followers}, 0) >= 0`),
    check("post_outcomes_watched_percent", sql`${t.watchedPercent} is null or ${t.watchedPercent} between 0 and 100`),
  ],
);

// "I posted it": when the creator put the analysed post out, and, if they asked, an e-mail 48 hours later to add
// its results. The reminder is this row (claimed with SKIP LOCKED by any process, sent at most once, like the
// plan reminders); it is not sent when results were recorded meanwhile.
export const postedPosts = pgTable(
  "posted_posts",
  {
    analysisId: integer("analysis_id")
      .primaryKey()
      .references(() => analyses.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
    remindAt: timestamp("remind_at", { withTimezone: true }),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    reminderAttempts: integer("reminder_attempts").notNull().default(0),
    reminderRetryAt: timestamp("reminder_retry_at", { withTimezone: true }),
  },
  (t) => [
    index("posted_posts_due_idx")
      .on(t.remindAt)
      .where(sql`${t.reminderSentAt} is null and ${t.remindAt} is not null`),
  ],
);
