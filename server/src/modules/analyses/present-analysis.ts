import { PREVIEW_MAX_AGE_MS } from "@shared/constants";
import type { Analysis, PaymentType, PreviewStatus } from "@shared/schemas/analysis";
import { analysisMessagesSchema, analysisSchema, PAYMENT_TYPES } from "@shared/schemas/analysis";
import { timelineSchema, type Timeline } from "@shared/schemas/timeline";
import type { AnalysisListRow, AnalysisSummaryRow } from "./analyses.repository";

/** When an analysis's preview is deleted: 24 hours after the analysis. */
export function previewExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PREVIEW_MAX_AGE_MS);
}

/**
 * Expired by age, whether or not the sweeper (every 10 minutes) has cleared the bytes yet: the 24-hour
 * promise holds to the minute on every read.
 */
export function previewStatus(row: { createdAt: Date; hasPreview: boolean }, now: Date): PreviewStatus {
  if (now.getTime() >= previewExpiresAt(row.createdAt).getTime()) return "expired";
  return row.hasPreview ? "available" : "none";
}

/** The one mapping from a stored row to the API's analysis (camelCase, ISO dates, no raw signals or bytes). */
export function presentAnalysis(row: AnalysisSummaryRow | AnalysisListRow, now: Date): Analysis {
  const paymentType = (PAYMENT_TYPES as readonly string[]).includes(row.paymentType)
    ? (row.paymentType as PaymentType)
    : "free";
  return {
    id: row.id,
    userId: row.userId,
    fileName: row.fileName,
    fileSize: row.fileSize,
    mediaType: row.mediaType === "image" ? "image" : "video",
    mimeType: row.mimeType,
    viralScore: row.viralScore,
    confidence: row.confidence,
    viralPotential: row.viralPotential as Analysis["viralPotential"],
    strengths: row.strengths,
    recommendations: row.recommendations,
    contentCompliance: row.contentCompliance as Analysis["contentCompliance"],
    visualAnalysis: row.visualAnalysis as Analysis["visualAnalysis"],
    contentFactors: row.contentFactors as Analysis["contentFactors"],
    insights: row.insights as Analysis["insights"],
    explanation: row.explanation as Analysis["explanation"],
    why: storedWhy(row.why),
    timeline: "timeline" in row ? storedTimeline(row.timeline) : null,
    messages: storedMessages(row.messages),
    caption: row.caption,
    hashtags: row.hashtags,
    paymentType,
    kind: row.kind === "competitor" ? "competitor" : "own",
    engineVersion: row.engineVersion,
    processingMs: row.processingMs,
    uploadedAt: row.uploadedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    previewStatus: previewStatus(row, now),
    previewExpiresAt: previewExpiresAt(row.createdAt).toISOString(),
  };
}

/** The stored evidence lists, or empty ones when an older engine wrote none. */
function storedWhy(value: unknown): Analysis["why"] {
  const parsed = analysisSchema.shape.why.safeParse(value);
  return parsed.success ? parsed.data : { strengths: [], recommendations: [] };
}

/** The stored messages, or null for analyses made before messages were stored (or in another shape). */
function storedMessages(value: unknown): Analysis["messages"] {
  const parsed = analysisMessagesSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A stored timeline, or null when there is none or an older engine wrote it in another shape. */
function storedTimeline(value: unknown): Timeline | null {
  const parsed = timelineSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A display name from the client's file name: no folders, no control characters, bounded length. */
export function displayFileName(original: string | undefined): string {
  const base = (original ?? "").split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "upload").slice(0, 200);
}
