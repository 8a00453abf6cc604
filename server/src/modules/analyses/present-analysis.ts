import type { Analysis, PaymentType } from "@shared/schemas/analysis";
import { PAYMENT_TYPES } from "@shared/schemas/analysis";
import type { AnalysisSummaryRow } from "./analyses.repository";

/** The one mapping from a stored row to the API's analysis (camelCase, ISO dates, no raw signals). */
export function presentAnalysis(row: AnalysisSummaryRow): Analysis {
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
    caption: row.caption,
    hashtags: row.hashtags,
    paymentType,
    engineVersion: row.engineVersion,
    processingMs: row.processingMs,
    uploadedAt: row.uploadedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A display name from the client's file name: no folders, no control characters, bounded length. */
export function displayFileName(original: string | undefined): string {
  const base = (original ?? "").split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "upload").slice(0, 200);
}
