import { z } from "zod";
import { CAPTION_MAX, HASHTAGS_MAX } from "../constants";
import { messageSchema, nullableMessageSchema } from "../i18n/message";
import { timelineSchema } from "./timeline";

// The analysis as the API returns it, plus the explanation panel.

export const VIRAL_POTENTIALS = ["Very High", "High", "Medium", "Low"] as const;
export const INSIGHT_TYPES = ["positive", "suggestion", "improvement"] as const;
export const PAYMENT_TYPES = ["free", "per_post", "monthly", "promo"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/**
 * The still of the analysed frame: "available" at GET /api/analysis/:id/preview, "expired" once
 * 24 hours have passed since the analysis (it is deleted then), "none" when the engine could not make one.
 */
export const PREVIEW_STATUSES = ["available", "expired", "none"] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];
/** "competitor": a Pro user's analysis of someone else's post, kept out of their own stats. */
export const ANALYSIS_KINDS = ["own", "competitor"] as const;
export type AnalysisKind = (typeof ANALYSIS_KINDS)[number];

const score = z.number().int().min(0).max(100);

export const insightSchema = z.object({
  x: z.number().min(0).max(100), // percent of the frame width
  y: z.number().min(0).max(100), // percent of the frame height
  type: z.enum(INSIGHT_TYPES),
  insight: z.string(),
});
export type Insight = z.infer<typeof insightSchema>;

export const contentComplianceSchema = z.object({
  isCompliant: z.boolean(),
  /** "needs_review" when a policy word list matched: never a silent pass or an unexplained fail. */
  status: z.enum(["compliant", "needs_review"]),
  complianceScore: score,
  violationReasons: z.array(z.string()),
});
export type ContentCompliance = z.infer<typeof contentComplianceSchema>;

export const visualAnalysisSchema = z.object({
  theme: z.string(), // e.g. "Bright, warm and colourful"
  aesthetics: score,
  composition: score,
  trendAlignment: score,
});
export type VisualAnalysis = z.infer<typeof visualAnalysisSchema>;
/** The visual scores (every field but the theme's words). */
export type VisualScoreKey = Exclude<keyof VisualAnalysis, "theme">;

/**
 * The content factors: the one list of their keys, in the order pages and reports show them. Every other list,
 * record or object of the factors (here, in the engine, in the client) is derived from this one.
 */
export const contentFactorKeySchema = z.enum([
  "hookStrength",
  "emotionalImpact",
  "shareability",
  "algorithmOptimization",
]);
export type ContentFactorKey = z.infer<typeof contentFactorKeySchema>;
export const CONTENT_FACTOR_KEYS = contentFactorKeySchema.options;

/** One value per content factor, in the order of CONTENT_FACTOR_KEYS. */
export function mapContentFactors<T>(value: (key: ContentFactorKey) => T): Record<ContentFactorKey, T> {
  return Object.fromEntries(CONTENT_FACTOR_KEYS.map((key) => [key, value(key)])) as Record<ContentFactorKey, T>;
}

/** An object schema with the same schema for every content factor. */
export function contentFactorsObject<T extends z.ZodType>(value: T) {
  return z.object(mapContentFactors(() => value));
}

export const contentFactorsSchema = contentFactorsObject(score);
export type ContentFactors = z.infer<typeof contentFactorsSchema>;

/** A stored analysis's content factors, or zeros when an older engine wrote them in another shape. */
export function storedContentFactors(value: unknown): ContentFactors {
  const parsed = contentFactorsSchema.safeParse(value);
  return parsed.success ? parsed.data : mapContentFactors(() => 0);
}

/** One measured signal behind the score, for the "How we scored this" panel. */
export const scoredSignalSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(), // the measurement as a person reads it: "1080x1920 (9:16)", "-14.2 LUFS"
  subScore: score.nullable(), // null: could not be measured
  weight: z.number().min(0).max(1),
  note: z.string(),
});
export type ScoredSignal = z.infer<typeof scoredSignalSchema>;

/**
 * Every text of a result as messages (a key of shared/locales/<language>/engine.json and its parameters), so a
 * stored analysis reads in English or Arabic: render one with shared/i18n/engine-text.ts. Each list is in the
 * same order as the English field it stands for (`explanation[i]` is `explanation[i]` of the result, with its
 * key); `confidenceReasons` stands for the raw signals' reasons.
 */
export const analysisMessagesSchema = z.object({
  strengths: z.array(messageSchema),
  recommendations: z.array(messageSchema),
  why: z.object({
    strengths: z.array(nullableMessageSchema),
    recommendations: z.array(nullableMessageSchema),
  }),
  insights: z.array(messageSchema),
  violationReasons: z.array(messageSchema),
  explanation: z.array(z.object({ key: z.string(), label: messageSchema, value: messageSchema, note: messageSchema })),
  theme: messageSchema,
  confidenceReasons: z.array(messageSchema),
});
export type AnalysisMessages = z.infer<typeof analysisMessagesSchema>;

/** What an engine returns for one file (the stored analysis adds ids, file facts and dates). */
export const engineOutputSchema = z.object({
  viralScore: score,
  confidence: score,
  viralPotential: z.enum(VIRAL_POTENTIALS),
  strengths: z.array(z.string()),
  recommendations: z.array(z.string()),
  contentCompliance: contentComplianceSchema,
  visualAnalysis: visualAnalysisSchema,
  contentFactors: contentFactorsSchema,
  insights: z.array(insightSchema),
  explanation: z.array(scoredSignalSchema),
  /**
   * Why each strength and recommendation matters (the study or figure behind it), in the same order as those
   * lists; null where the line says it all. Empty lists for analyses made before the evidence moved here.
   */
  why: z.object({
    strengths: z.array(z.string().nullable()),
    recommendations: z.array(z.string().nullable()),
  }),
  /** A video second by second; null for an image and for analyses made before timelines. */
  timeline: timelineSchema.nullable(),
  /** The texts above as messages, for either language; null for analyses made before messages were stored. */
  messages: analysisMessagesSchema.nullable().optional(),
});
export type EngineOutput = z.infer<typeof engineOutputSchema>;

export const analysisSchema = engineOutputSchema.extend({
  id: z.number(),
  userId: z.number(),
  fileName: z.string(),
  fileSize: z.number(),
  mediaType: z.enum(["video", "image"]),
  mimeType: z.string(),
  caption: z.string(),
  hashtags: z.string(),
  paymentType: z.enum(PAYMENT_TYPES),
  kind: z.enum(ANALYSIS_KINDS),
  engineVersion: z.string(),
  processingMs: z.number().nullable(),
  uploadedAt: z.string(),
  createdAt: z.string(),
  previewStatus: z.enum(PREVIEW_STATUSES),
  /** When the preview is (or was) deleted: 24 hours after createdAt. */
  previewExpiresAt: z.string(),
  /**
   * Where the score sits among the posts analysed on this server in the last STANDING_DAYS days; only on one
   * analysis (not in lists), and null until STANDING_MIN_SAMPLE of them exist: no benchmark is ever invented.
   */
  standing: z.object({ higherThanPercent: z.number(), sample: z.number(), days: z.number() }).nullable().optional(),
});
export type Analysis = z.infer<typeof analysisSchema>;
export type AnalysisStanding = NonNullable<Analysis["standing"]>;

/** The window and the least number of other analyses in it before a score is placed among them. */
export const STANDING_DAYS = 90;
export const STANDING_MIN_SAMPLE = 200;

export function viralPotentialFor(viralScore: number): (typeof VIRAL_POTENTIALS)[number] {
  if (viralScore >= 85) return "Very High";
  if (viralScore >= 70) return "High";
  if (viralScore >= 50) return "Medium";
  return "Low";
}

/** The text fields of POST /api/analyze (multipart); the file itself is checked by content on the server. */
export const analyzeFieldsSchema = z.object({
  userId: z.coerce
    .number({ message: "userId must be a number" })
    .int("userId must be a whole number")
    .positive("userId must be a positive number")
    .optional(),
  caption: z
    .string({ message: "Caption must be text" })
    .max(CAPTION_MAX, `Caption must be at most ${CAPTION_MAX} characters`)
    .optional()
    .default(""),
  hashtags: z
    .string({ message: "Hashtags must be text" })
    .max(HASHTAGS_MAX, `Hashtags must be at most ${HASHTAGS_MAX} characters`)
    .optional()
    .default(""),
  // Kept for API compatibility: the server decides how the analysis is paid for, never the client.
  paymentType: z.string().max(40, "paymentType is not valid").optional(),
  promoCode: z.string().max(40, "Promo code is too long").optional(),
  /** "competitor" analyses someone else's post (Pro only). */
  kind: z.enum(ANALYSIS_KINDS, { message: "kind must be own or competitor" }).optional().default("own"),
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, "requestId must be 8-64 letters, digits or dashes")
    .optional(),
});
export type AnalyzeFields = z.input<typeof analyzeFieldsSchema>;

export const analysisResponseSchema = z.object({ analysis: analysisSchema });
export const analysisListResponseSchema = z.object({ analyses: z.array(analysisSchema) });
export type AnalysisListResponse = z.infer<typeof analysisListResponseSchema>;

/**
 * Server stages of one analysis, streamed to the progress overlay (GET /api/analysis-progress/:requestId): the
 * file arrived, then, only when every engine slot of the machine is busy, its place in line (queued), then the
 * scoring engine's own stages (probing, decoding, sound, sight, scoring), then the result is saved (generating).
 */
export const ANALYSIS_STAGES = [
  "received",
  "queued",
  "probing",
  "decoding",
  "sound",
  "sight",
  "scoring",
  "generating",
  "done",
  "failed",
] as const;
export type AnalysisStage = (typeof ANALYSIS_STAGES)[number];

/**
 * One event of the progress stream. `position`, with "queued" only, is how many analyses must finish before this
 * one starts (0: it is starting).
 */
export const analysisProgressEventSchema = z.object({
  stage: z.enum(ANALYSIS_STAGES),
  percent: z.number(),
  message: z.string().optional(),
  position: z.number().int().min(0).optional(),
});
export type AnalysisProgressEvent = z.infer<typeof analysisProgressEventSchema>;
