import { z } from "zod";
import { contentFactorsObject, contentFactorsSchema } from "./analysis";

// GET /api/pro/analytics, the Pro analytics dashboard: a creator's own scores over time, the four
// content factors over time, the signals that keep costing points, the recommendations that keep coming back,
// and the best and worst analyses side by side. Every figure is computed by the database (SQL aggregates).

/** The ranges the page offers; "all" is every analysis the creator has. */
export const PRO_ANALYTICS_RANGES = ["30", "90", "365", "all"] as const;
export type ProAnalyticsRange = (typeof PRO_ANALYTICS_RANGES)[number];
export const DEFAULT_PRO_ANALYTICS_RANGE: ProAnalyticsRange = "90";

/** How a range is grouped on the time axis: few enough points to read on a 360 px phone. */
export const PRO_ANALYTICS_PERIODS = ["day", "week", "month"] as const;
export type ProAnalyticsPeriod = (typeof PRO_ANALYTICS_PERIODS)[number];
export function periodOf(range: ProAnalyticsRange): ProAnalyticsPeriod {
  if (range === "30") return "day";
  if (range === "90") return "week";
  return "month";
}

/**
 * A signal "costs points" in an analysis when it was measured and its sub-score is below this: the bottom of
 * the Good band (SCORE_BANDS in shared/constants.ts), i.e. it scored as Needs Work.
 */
export const WEAK_SIGNAL_BELOW = 60;
/** How many recurring weaknesses and recommendations the page lists. */
export const PRO_ANALYTICS_TOP = 8;

export const proAnalyticsQuerySchema = z
  .object({
    range: z
      .enum(PRO_ANALYTICS_RANGES, { message: `range must be one of ${PRO_ANALYTICS_RANGES.join(", ")}` })
      .default(DEFAULT_PRO_ANALYTICS_RANGE),
  })
  .strict();
export type ProAnalyticsQuery = z.infer<typeof proAnalyticsQuerySchema>;

const average = z.number().min(0).max(100); // rounded to one decimal

/** One period (UTC day, week starting Monday, or month) with at least one analysis. */
export const proAnalyticsPointSchema = z.object({
  period: z.string(), // YYYY-MM-DD, the period's first day
  analyses: z.number().int().positive(),
  averageScore: average,
  bestScore: z.number().int(),
  worstScore: z.number().int(),
  /** Mean content factors of the period; null when none of its analyses recorded that factor. */
  factors: contentFactorsObject(average.nullable()),
});
export type ProAnalyticsPoint = z.infer<typeof proAnalyticsPointSchema>;

export const recurringWeaknessSchema = z.object({
  key: z.string(),
  label: z.string(), // the newest label the engine gave the signal
  /** Analyses of the range in which this signal scored below WEAK_SIGNAL_BELOW. */
  occurrences: z.number().int().positive(),
  /** occurrences / analyses of the range, 0-1. */
  share: z.number().min(0).max(1),
  /** Its mean sub-score in those analyses, one decimal. */
  averageSubScore: average,
});
export type RecurringWeakness = z.infer<typeof recurringWeaknessSchema>;

export const recurringRecommendationSchema = z.object({
  /** What the advice is about (the engine's cause, e.g. "captions"): the same advice on every post. */
  cause: z.string(),
  /** The newest wording of the advice, without any one post's measurement. */
  text: z.string(),
  /** Analyses of the range that gave advice of this cause. */
  occurrences: z.number().int().positive(),
  share: z.number().min(0).max(1),
  lastSeenAt: z.string(),
});
export type RecurringRecommendation = z.infer<typeof recurringRecommendationSchema>;

export const analysisHighlightSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  mediaType: z.enum(["video", "image"]),
  viralScore: z.number().int(),
  createdAt: z.string(),
  contentFactors: contentFactorsSchema,
  strengths: z.array(z.string()), // the first three
  recommendations: z.array(z.string()), // the first three
});
export type AnalysisHighlight = z.infer<typeof analysisHighlightSchema>;

export const proAnalyticsSchema = z.object({
  range: z.enum(PRO_ANALYTICS_RANGES),
  period: z.enum(PRO_ANALYTICS_PERIODS),
  /** The range's first instant (null for "all") and the moment it was computed. */
  from: z.string().nullable(),
  to: z.string(),
  totals: z.object({
    analyses: z.number().int().nonnegative(),
    averageScore: average.nullable(),
    bestScore: z.number().int().nullable(),
    worstScore: z.number().int().nullable(),
  }),
  timeline: z.array(proAnalyticsPointSchema),
  weaknesses: z.array(recurringWeaknessSchema),
  recommendations: z.array(recurringRecommendationSchema),
  /** The highest score of the range (the newer on a tie) and the lowest (the older on a tie); worst is null below two analyses. */
  best: analysisHighlightSchema.nullable(),
  worst: analysisHighlightSchema.nullable(),
});
export type ProAnalytics = z.infer<typeof proAnalyticsSchema>;
