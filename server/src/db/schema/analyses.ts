import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { payments } from "./billing";
import { users } from "./users";

/** Raw bytes; node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both come back as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

// One row per finished analysis; the upload itself is never kept, only a small still of the analysed frame for 24 hours
// (docs/decisions/005-preview-still-in-the-database.md).
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
    // The cause of each recommendation, in the same order (the engine's signal family, e.g. "captions"):
    // the texts carry each post's own measurement, so recurring advice is counted by its cause. Empty for
    // analyses made before causes were recorded; those are grouped by their text without the measurement.
    recommendationCauses: jsonb("recommendation_causes").$type<string[]>().notNull().default([]),
    // Why each strength and recommendation matters (its study or figure), in the same order; empty lists for
    // analyses made before the evidence left the sentences.
    why: jsonb("why")
      .$type<{ strengths: (string | null)[]; recommendations: (string | null)[] }>()
      .notNull()
      .default({ strengths: [], recommendations: [] }),
    contentCompliance: jsonb("content_compliance").$type<Record<string, unknown>>().notNull(),
    visualAnalysis: jsonb("visual_analysis").$type<Record<string, unknown>>().notNull(),
    contentFactors: jsonb("content_factors").$type<Record<string, unknown>>().notNull(),
    insights: jsonb("insights").$type<Array<Record<string, unknown>>>().notNull(),
    caption: text("caption").notNull().default(""),
    hashtags: text("hashtags").notNull().default(""),
    paymentType: text("payment_type").notNull(), // free | per_post | monthly | promo
    // "competitor": a Pro user's analysis of someone else's post, kept out of the creator's own stats.
    kind: text("kind").notNull().default("own"), // own | competitor
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    // The "How we scored this" panel: each measured signal with its sub-score and weight.
    explanation: jsonb("explanation").$type<Array<Record<string, unknown>>>().notNull().default([]),
    signals: jsonb("signals").$type<Record<string, unknown>>().notNull(), // the engine's raw measurements
    // A video second by second (estimated hold and events); null for images and for older analyses. Read
    // with one analysis, never in lists (up to 180 entries).
    timeline: jsonb("timeline").$type<Record<string, unknown>>(),
    // Every text above as messages (a catalogue key and its parameters, shared/schemas/analysis.ts
    // analysisMessagesSchema), so the analysis reads in English or Arabic; null for analyses made before.
    messages: jsonb("messages").$type<Record<string, unknown>>(),
    engineVersion: text("engine_version").notNull(),
    // The analysed frame as a JPEG of at most 416 px, no audio or metadata, for the insight dots on
    // /analyses/:id; set to null by the sweeper 24 hours after created_at (analyses.service.ts).
    previewJpeg: bytea("preview_jpeg"),
    processingMs: integer("processing_ms"),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("analyses_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("analyses_created_at_idx").on(t.createdAt),
    // The admin analyses list: search by file name, sort by score; the stats split free from paid.
    index("analyses_file_name_trgm_idx").using("gin", sql`lower(${t.fileName}) gin_trgm_ops`),
    index("analyses_viral_score_idx").on(t.viralScore, t.id),
    index("analyses_file_name_lower_idx").on(sql`lower(${t.fileName})`, t.id),
    index("analyses_payment_type_idx").on(t.paymentType),
    // The preview sweep looks only at rows still holding a still: about a day of analyses, not all of them.
    index("analyses_preview_created_at_idx")
      .on(t.createdAt)
      .where(sql`${t.previewJpeg} is not null`),
    check("analyses_viral_score_check", sql`${t.viralScore} between 0 and 100`),
    check("analyses_confidence_check", sql`${t.confidence} between 0 and 100`),
    check("analyses_kind_check", sql`${t.kind} in ('own', 'competitor')`),
  ],
);

// A saved side-by-side of two of one user's analyses (Pro): own vs competitor, or two own cuts.
export const comparisons = pgTable(
  "comparisons",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    leftAnalysisId: integer("left_analysis_id")
      .notNull()
      .references(() => analyses.id, { onDelete: "cascade" }),
    rightAnalysisId: integer("right_analysis_id")
      .notNull()
      .references(() => analyses.id, { onDelete: "cascade" }),
    title: text("title").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("comparisons_user_id_created_at_idx").on(t.userId, t.createdAt),
    // The cascades from analyses look rows up by either side.
    index("comparisons_left_analysis_id_idx").on(t.leftAnalysisId),
    index("comparisons_right_analysis_id_idx").on(t.rightAnalysisId),
  ],
);

// The signals that cost the creator's own analyses points (a weighted sub-score below WEAK_SIGNAL_BELOW, 60), summed
// per creator, UTC day and signal, for the Pro analytics page's "signals that most often cost points". Reading them out
// of every analysis's explanation took half a second for a creator with 5,000 analyses; a year of this table is a few
// thousand narrow rows. The database keeps it: triggers on analyses (migrations 0013 and 0016) add an own analysis's
// weak signals on insert and take them away on delete, so every way of writing or deleting an analysis keeps it true.
// An analysis's explanation, owner and created_at never change after insert. Ranges of the page start at midnight UTC,
// so whole days are exact.
export const weakSignalDays = pgTable(
  "weak_signal_days",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(), // the analyses' created_at, as a UTC date
    key: text("key").notNull(),
    occurrences: integer("occurrences").notNull(), // analyses of the day in which the signal was weak
    subScoreSum: doublePrecision("sub_score_sum").notNull(), // for the average sub-score
    label: text("label").notNull(), // the newest label the engine wrote for the key that day
    labelAt: timestamp("label_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day, t.key] }),
    index("weak_signal_days_user_key_label_at_idx").on(t.userId, t.key, t.labelAt),
  ],
);

// What the engine measured on an uploaded file, by its owner and content hash, so the same file uploaded again
// (a creator who edits only the caption) is scored from these without decoding it. Kept 24 hours like the
// preview still, and per user: another creator's upload of the same file never answers faster, so nobody can
// learn that a file was uploaded. The engine version is part of the key; a new engine measures afresh.
export const measuredMedia = pgTable(
  "measured_media",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentHash: text("content_hash").notNull(), // SHA-256 of the file's bytes, hex
    engineVersion: text("engine_version").notNull(),
    measured: bytea("measured").notNull(), // the engine's own serialisation (ScoringEngine.rescore)
    previewJpeg: bytea("preview_jpeg"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentHash, t.engineVersion] }),
    index("measured_media_created_at_idx").on(t.createdAt),
  ],
);
