import { scoreBand, type ScoreBand } from "@shared/constants";

type Scored = { viralScore: number };

export type DashboardStats = { totalAnalyses: number; averageScore: number | null; bestScore: number | null };

/** Total, rounded average and best score; null figures when there is nothing yet. */
export function computeStats(analyses: readonly Scored[]): DashboardStats {
  if (analyses.length === 0) return { totalAnalyses: 0, averageScore: null, bestScore: null };
  const scores = analyses.map((analysis) => analysis.viralScore);
  const sum = scores.reduce((total, score) => total + score, 0);
  return {
    totalAnalyses: analyses.length,
    averageScore: Math.round(sum / scores.length),
    bestScore: Math.max(...scores),
  };
}

export type Trend = "improving" | "declining" | "stable";

/**
 * The analytics summary's trend, from analyses newest first: improving if the newest score exceeds the second newest,
 * declining otherwise (a tie counts as declining, as it always has), stable with fewer than two analyses.
 */
export function scoreTrend(newestFirst: readonly Scored[]): Trend {
  const [newest, previous] = newestFirst;
  if (!newest || !previous) return "stable";
  return newest.viralScore > previous.viralScore ? "improving" : "declining";
}

/** Text and badge colours for a score's band in the recent list. */
export function bandClasses(score: number): { band: ScoreBand; className: string } {
  const band = scoreBand(score);
  const className =
    band === "Excellent"
      ? "bg-emerald-50 text-emerald-800 ring-emerald-200"
      : band === "Good"
        ? "bg-brand-50 text-brand-700 ring-brand-200"
        : "bg-amber-50 text-amber-900 ring-amber-200";
  return { band, className };
}
