import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

// Content planning: a creator's upcoming posts. A reminder is a job kept in this row: due when planned_at minus
// remind_minutes_before has passed and reminder_sent_at is still null; the worker claims it by setting reminder_sent_at
// in one UPDATE ... FOR UPDATE SKIP LOCKED (planning-reminders.ts), so it survives a restart and two processes never
// both send it.
export const plannedPosts = pgTable(
  "planned_posts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    caption: text("caption").notNull().default(""),
    hashtags: text("hashtags").notNull().default(""),
    plannedAt: timestamp("planned_at", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull().default("Asia/Riyadh"),
    status: text("status").notNull().default("idea"),
    /** null: no reminder. */
    remindMinutesBefore: integer("remind_minutes_before"),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    // A mail the server refused (so it was not sent) is released for another try after a back-off, at most
    // REMINDER_MAX_ATTEMPTS tries in all (planning-reminders.ts).
    reminderAttempts: integer("reminder_attempts").notNull().default(0),
    reminderRetryAt: timestamp("reminder_retry_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("planned_posts_user_id_planned_at_idx").on(t.userId, t.plannedAt),
    // The reminder worker looks only at armed, unsent reminders.
    index("planned_posts_reminder_due_idx")
      .on(t.plannedAt)
      .where(sql`${t.reminderSentAt} is null and ${t.remindMinutesBefore} is not null`),
    check("planned_posts_status_check", sql`${t.status} in ('idea', 'filming', 'ready', 'posted')`),
    check(
      "planned_posts_remind_minutes_check",
      sql`${t.remindMinutesBefore} is null or ${t.remindMinutesBefore} between 1 and 10080`,
    ),
  ],
);
