import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { adminUsers } from "./admin";
import { users } from "./users";

// Operator settings: a single row (id = 1), enforced on the server.
export const settings = pgTable(
  "settings",
  {
    id: integer("id").primaryKey().default(1),
    maintenanceMode: boolean("maintenance_mode").notNull().default(false),
    allowNewRegistrations: boolean("allow_new_registrations").notNull().default(true),
    freeTrialLimit: integer("free_trial_limit").notNull().default(1),
    enableAnalytics: boolean("enable_analytics").notNull().default(true),
    enableNotifications: boolean("enable_notifications").notNull().default(true),
    autoRefreshInterval: integer("auto_refresh_interval").notNull().default(30),
    updatedBy: integer("updated_by").references(() => adminUsers.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("settings_single_row", sql`${t.id} = 1`),
    check("settings_free_trial_limit_check", sql`${t.freeTrialLimit} between 1 and 10`),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull().default(""),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    ip: text("ip"),
    status: text("status").notNull().default("new"), // new | read | handled
    // Sent by a signed-in user with Pro in force (priority support): listed first in the admin inbox until handled, and
    // marked in the mail to support.
    priority: boolean("priority").notNull().default(false),
    // The language the sender wrote from ("en" | "ar"), so the admin's reply is in it; null for messages from before.
    language: text("language"),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    // The last reply an admin sent from the inbox; the reply itself is in the audit log.
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_created_at_idx").on(t.createdAt),
    index("contact_messages_status_created_at_idx").on(t.status, t.createdAt),
    check("contact_messages_status_check", sql`${t.status} in ('new', 'read', 'handled')`),
  ],
);

// Anonymous product analytics (no personal data), fed by the SPA's tracker when analytics are on.
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default({}),
    page: text("page"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("analytics_events_name_occurred_at_idx").on(t.name, t.occurredAt),
    index("analytics_events_occurred_at_idx").on(t.occurredAt),
  ],
);
