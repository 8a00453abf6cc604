import type { TFunction } from "i18next";
import { scoreBand, type ScoreBand } from "@shared/constants";
import type { Analysis, ContentFactorKey, ContentFactors, Insight } from "@shared/schemas/analysis";
import { CONTENT_FACTOR_LABELS } from "@/lib/content-factors";

/** The engagement figure: the mean of hook strength and emotional impact, rounded. */
export function engagementScore(factors: Pick<ContentFactors, "hookStrength" | "emotionalImpact">): number {
  return Math.round((factors.hookStrength + factors.emotionalImpact) / 2);
}

// A still image has no opening seconds to hook with and no watch time for an algorithm to reward: the same
// scores measure how well it stops the scroll, what it makes people feel and how it suits the platform.
const IMAGE_FACTOR_LABELS: Record<ContentFactorKey, string> = {
  hookStrength: "Stopping power",
  emotionalImpact: "Emotion",
  shareability: "Shareability",
  algorithmOptimization: "Platform fit",
};

/** What each content factor is called for this kind of media. */
export function contentFactorLabels(mediaType: Analysis["mediaType"]): Record<ContentFactorKey, string> {
  return mediaType === "image" ? IMAGE_FACTOR_LABELS : CONTENT_FACTOR_LABELS;
}

export const INSIGHT_TYPE_LABELS: Record<Insight["type"], string> = {
  positive: "Strength",
  suggestion: "Suggestion",
  improvement: "Needs improvement",
};

// The labels the API gives in English, looked up by key in the reader's language ("results" catalogue).

const BAND_KEYS: Record<ScoreBand, string> = { Excellent: "excellent", Good: "good", "Needs Work": "needsWork" };
const POTENTIAL_KEYS: Record<Analysis["viralPotential"], string> = {
  "Very High": "veryHigh",
  High: "high",
  Medium: "medium",
  Low: "low",
};

/** "Excellent", "ممتاز": a score band in the reader's language. */
export function bandLabel(band: ScoreBand, t: TFunction<"results">): string {
  return t(`bands.${BAND_KEYS[band]}`);
}

/** "Very High", "عالية جدًا": the viral potential in the reader's language; an unknown value is shown as it came. */
export function potentialLabel(potential: string, t: TFunction<"results">): string {
  const key = POTENTIAL_KEYS[potential as Analysis["viralPotential"]];
  return key ? t(`potentials.${key}`) : potential;
}

/** What each content factor is called for this kind of media, in the reader's language. */
export function factorLabel(key: ContentFactorKey, mediaType: Analysis["mediaType"], t: TFunction<"results">): string {
  return t(`factors.${mediaType === "image" ? "image" : "video"}.${key}`);
}

export type BandTone = { band: ScoreBand; text: string; badge: string; bar: string; ring: string };

/** Colours of a score by its band: Excellent green, Good violet, Needs Work amber (AA contrast on white). */
export function bandTone(score: number): BandTone {
  const band = scoreBand(score);
  if (band === "Excellent") {
    return {
      band,
      text: "text-emerald-700",
      badge: "bg-emerald-50 text-emerald-800 ring-emerald-200",
      bar: "bg-emerald-500",
      ring: "var(--color-emerald-500)",
    };
  }
  if (band === "Good") {
    return {
      band,
      text: "text-brand-700",
      badge: "bg-brand-50 text-brand-700 ring-brand-200",
      bar: "bg-brand-600",
      ring: "var(--color-brand-600)",
    };
  }
  return {
    band,
    text: "text-amber-800",
    badge: "bg-amber-50 text-amber-900 ring-amber-200",
    bar: "bg-amber-500",
    ring: "var(--color-amber-500)",
  };
}

/** Width:height of the analysed media when the explanation names a resolution ("1080x1920 (9:16)"); else 9:16. */
export function mediaAspectRatio(explanation: ReadonlyArray<{ value: string }>): number {
  for (const row of explanation) {
    const match = /(\d{2,5})\s*[x×]\s*(\d{2,5})/.exec(row.value);
    if (match) {
      const width = Number(match[1]);
      const height = Number(match[2]);
      if (width > 0 && height > 0) return width / height;
    }
  }
  return 9 / 16;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Jan 15, 2026" (or with the time), "" for an unreadable date. */
export function formatAnalysisDate(iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return (withTime ? dateTimeFormat : dateFormat).format(date);
}

export { formatFileSize } from "@/lib/format";
