import { mapContentFactors, storedContentFactors } from "@shared/schemas/analysis";
import {
  type AnalysisHighlight,
  periodOf,
  PRO_ANALYTICS_TOP,
  type ProAnalytics,
  type ProAnalyticsQuery,
} from "@shared/schemas/pro-analytics";
import type { Db } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { createProAnalyticsRepository, FACTOR_COLUMNS, type HighlightRow } from "./pro-analytics.repository";

// The Pro analytics page: a creator's own analyses, summed up by the database. Who may ask is decided before this
// service (billing's Pro gate); this service only ever reads the given user's rows.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of a range of whole UTC days ending with today, or null for "all". */
export function rangeStart(now: Date, range: ProAnalyticsQuery["range"]): Date | null {
  if (range === "all") return null;
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  return new Date(tomorrow - Number(range) * DAY_MS);
}

function present(row: HighlightRow): AnalysisHighlight {
  return {
    id: row.id,
    fileName: row.fileName,
    mediaType: row.mediaType === "image" ? "image" : "video",
    viralScore: row.viralScore,
    createdAt: row.createdAt.toISOString(),
    contentFactors: storedContentFactors(row.contentFactors),
    strengths: row.strengths.slice(0, 3),
    recommendations: row.recommendations.slice(0, 3),
  };
}

export function createProAnalyticsService(deps: { db: Db; clock: Clock }) {
  const repo = createProAnalyticsRepository(deps.db);

  return {
    /** GET /api/pro/analytics */
    async get(userId: number, query: ProAnalyticsQuery): Promise<ProAnalytics> {
      const now = deps.clock.now();
      const from = rangeStart(now, query.range);
      const period = periodOf(query.range);
      const data = await repo.read({ userId, from }, { period, top: PRO_ANALYTICS_TOP });
      const total = data.totals.analyses;
      return {
        range: query.range,
        period,
        from: from?.toISOString() ?? null,
        to: now.toISOString(),
        totals: {
          analyses: total,
          averageScore: data.totals.average_score,
          bestScore: data.totals.best_score,
          worstScore: data.totals.worst_score,
        },
        timeline: data.timeline.map((row) => ({
          period: row.period,
          analyses: row.analyses,
          averageScore: row.average_score,
          bestScore: row.best_score,
          worstScore: row.worst_score,
          factors: mapContentFactors((key) => row[FACTOR_COLUMNS[key]]),
        })),
        weaknesses: data.weaknesses.map((row) => ({
          key: row.key,
          label: row.label,
          occurrences: row.occurrences,
          share: row.occurrences / total,
          averageSubScore: row.average_sub_score,
        })),
        recommendations: data.recommendations.map((row) => ({
          cause: row.cause,
          text: row.text,
          occurrences: row.occurrences,
          share: row.occurrences / total,
          lastSeenAt: row.last_seen_at,
        })),
        best: data.best ? present(data.best) : null,
        worst: data.worst ? present(data.worst) : null,
      };
    },
  };
}
export type ProAnalyticsService = ReturnType<typeof createProAnalyticsService>;
