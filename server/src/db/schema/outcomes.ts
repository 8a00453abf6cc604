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
