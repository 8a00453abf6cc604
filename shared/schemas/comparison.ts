import { z } from "zod";
import { ANALYSIS_KINDS, contentFactorKeySchema, contentFactorsSchema } from "./analysis";
import { idParamSchema } from "./common";

// Competitor comparison (Pro): two of a creator's analyses side by side (their post and a
// competitor's, or two cuts of their own), computed on the server from the stored explanations.

/** A signal counts as "clearly better" on one side when its sub-score leads by at least this many points. */
export const CLEAR_LEAD_POINTS = 10;
export const COMPARISON_TITLE_MAX = 120;

const analysisId = idParamSchema.shape.id;

export const createComparisonBodySchema = z
  .object({
    leftAnalysisId: analysisId,
    rightAnalysisId: analysisId,
    title: z
      .string({ message: "Title must be text" })
      .trim()
      .max(COMPARISON_TITLE_MAX, `Title must be at most ${COMPARISON_TITLE_MAX} characters`)
      .optional()
      .default(""),
  })
  .refine((body) => body.leftAnalysisId !== body.rightAnalysisId, {
    message: "Choose two different analyses to compare.",
    path: ["rightAnalysisId"],
  });
export type CreateComparisonBody = z.infer<typeof createComparisonBodySchema>;

export const comparePreviewQuerySchema = z
  .object({ left: analysisId, right: analysisId })
  .refine((query) => query.left !== query.right, {
    message: "Choose two different analyses to compare.",
    path: ["right"],
  });
export type ComparePreviewQuery = z.infer<typeof comparePreviewQuerySchema>;

/** One side of the comparison: which analysis it is and its headline numbers. */
export const comparedAnalysisSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  kind: z.enum(ANALYSIS_KINDS),
  mediaType: z.enum(["video", "image"]),
  viralScore: z.number(),
  confidence: z.number(),
  contentFactors: contentFactorsSchema,
  caption: z.string(),
  hashtags: z.string(),
  createdAt: z.string(),
});
export type ComparedAnalysis = z.infer<typeof comparedAnalysisSchema>;

const measuredSchema = z.object({ value: z.string(), subScore: z.number().nullable(), weight: z.number() });

/** One signal side by side; a side is null when that analysis has no such signal (a video vs an image). */
export const signalComparisonSchema = z.object({
  key: z.string(),
  label: z.string(),
  left: measuredSchema.nullable(),
  right: measuredSchema.nullable(),
  /** right minus left sub-score; null unless both sides were measured. */
  difference: z.number().nullable(),
});
export type SignalComparison = z.infer<typeof signalComparisonSchema>;

/** A signal where one side leads clearly, with both measured values to cite. */
export const signalLeadSchema = z.object({
  key: z.string(),
  label: z.string(),
  leaderValue: z.string(),
  otherValue: z.string(),
  leaderSubScore: z.number(),
  otherSubScore: z.number(),
  points: z.number(),
  text: z.string(),
});
export type SignalLead = z.infer<typeof signalLeadSchema>;

export const factorComparisonSchema = z.object({
  key: contentFactorKeySchema,
  left: z.number(),
  right: z.number(),
  difference: z.number(),
});

export const comparisonSchema = z.object({
  /** null for an unsaved preview. */
  id: z.number().nullable(),
  title: z.string(),
  createdAt: z.string().nullable(),
  left: comparedAnalysisSchema,
  right: comparedAnalysisSchema,
  scoreDifference: z.number(),
  factors: z.array(factorComparisonSchema),
  signals: z.array(signalComparisonSchema),
  /** Signals where the right side (the competitor or the other cut) is clearly better. */
  theyDoBetter: z.array(signalLeadSchema),
  /** Signals where the left side (yours) is clearly better. */
  youDoBetter: z.array(signalLeadSchema),
});
export type Comparison = z.infer<typeof comparisonSchema>;
export const comparisonResponseSchema = z.object({ comparison: comparisonSchema });
export type ComparisonResponse = z.infer<typeof comparisonResponseSchema>;

export const comparisonSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  createdAt: z.string(),
  left: comparedAnalysisSchema.pick({ id: true, fileName: true, kind: true, viralScore: true }),
  right: comparedAnalysisSchema.pick({ id: true, fileName: true, kind: true, viralScore: true }),
});
export type ComparisonSummary = z.infer<typeof comparisonSummarySchema>;
export const comparisonListResponseSchema = z.object({ comparisons: z.array(comparisonSummarySchema) });
export type ComparisonListResponse = z.infer<typeof comparisonListResponseSchema>;
