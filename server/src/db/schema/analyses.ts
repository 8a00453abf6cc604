import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { payments } from "./billing";
import { users } from "./users";

// One row per finished analysis; the media itself is never kept (PRODUCT.md §2, media retention).
export const analyses = pgTable(
  "analyses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(), // the name the user gave the file, for display only
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    mediaType: text("media_type").notNull(), // video | image
    mimeType: text("mime_type").notNull(), // detected from content
    viralScore: integer("viral_score").notNull(),
    confidence: integer("confidence").notNull(),
    viralPotential: text("viral_potential").notNull(),
    strengths: jsonb("strengths").$type<string[]>().notNull(),
    recommendations: jsonb("recommendations").$type<string[]>().notNull(),
    contentCompliance: jsonb("content_compliance").$type<Record<string, unknown>>().notNull(),
    visualAnalysis: jsonb("visual_analysis").$type<Record<string, unknown>>().notNull(),
    contentFactors: jsonb("content_factors").$type<Record<string, unknown>>().notNull(),
    insights: jsonb("insights").$type<Array<Record<string, unknown>>>().notNull(),
    caption: text("caption").notNull().default(""),
    hashtags: text("hashtags").notNull().default(""),
    paymentType: text("payment_type").notNull(), // free | per_post | monthly | promo
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    // The "How we scored this" panel: each measured signal with its sub-score and weight.
    explanation: jsonb("explanation").$type<Array<Record<string, unknown>>>().notNull().default([]),
    signals: jsonb("signals").$type<Record<string, unknown>>().notNull(), // the engine's raw measurements
    engineVersion: text("engine_version").notNull(),
    processingMs: integer("processing_ms"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("analyses_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("analyses_created_at_idx").on(t.createdAt),
    check("analyses_viral_score_check", sql`${t.viralScore} between 0 and 100`),
    check("analyses_confidence_check", sql`${t.confidence} between 0 and 100`),
  ],
);
