import { and, asc, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import { CONTENT_FACTOR_KEYS, type ContentFactorKey } from "@shared/schemas/analysis";
import type { ProAnalyticsPeriod } from "@shared/schemas/pro-analytics";
import type { Db } from "../../db/client";
import { analyses } from "../../db/schema";

// The numbers of the Pro analytics page, each computed by the database over one creator's analyses in a range, read
// through the (user_id, created_at) index. Averages come back as float8 rounded to one decimal and counts as int, so
// both drivers (node-postgres, PGlite) give JavaScript numbers; instants come back as ISO text for the same reason.

/** Whose analyses, and since when (null: all of them). */
export type Scope = { userId: number; from: Date | null };

export type TotalsRow = {
  analyses: number;
  average_score: number | null;
  best_score: number | null;
  worst_score: number | null;
};

/** The column each content factor's period average is read into. */
export const FACTOR_COLUMNS = {
  hookStrength: "hook_strength",
  emotionalImpact: "emotional_impact",
  shareability: "shareability",
  algorithmOptimization: "algorithm_optimization",
} as const satisfies Record<ContentFactorKey, string>;

export type TimelineRow = {
  period: string;
  analyses: number;
  average_score: number;
  best_score: number;
  worst_score: number;
} & Record<(typeof FACTOR_COLUMNS)[ContentFactorKey], number | null>;

export type WeaknessRow = { key: string; label: string; occurrences: number; average_sub_score: number };
export type RecommendationRow = { cause: string; text: string; occurrences: number; last_seen_at: string };

/** A jsonb field as a number, or null when it is missing or not a number (rows of older engines). */
const jsonNumber = (json: SQL, field: string) =>
  sql`case when jsonb_typeof(${json}->${field}) = 'number' then (${json}->>${field})::float8 end`;

const isoText = (instant: SQL) => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An instant as a timestamptz parameter: an ISO string reads the same on node-postgres and PGlite. */
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function inScope(scope: Scope, alias = sql`analyses`): SQL {
  const since = scope.from ? sql` and ${alias}.created_at >= ${at(scope.from)}` : sql``;
  // Competitor analyses are someone else's posts: never part of the creator's own figures
  // (docs/decisions/026-competitor-analyses-counted-apart.md).
  return sql`${alias}.user_id = ${scope.userId} and ${alias}.kind = 'own'${since}`;
}

export function totalsStatement(scope: Scope): SQL {
  return sql`select count(*)::int as analyses,
      round(avg(viral_score), 1)::float8 as average_score,
      max(viral_score)::int as best_score,
      min(viral_score)::int as worst_score
    from analyses where ${inScope(scope)}`;
}

/** One row per period (UTC day, ISO week from Monday, or month) that has analyses, oldest first. */
export function timelineStatement(scope: Scope, period: ProAnalyticsPeriod): SQL {
  const factors = CONTENT_FACTOR_KEYS.map(
    (field) =>
      sql`round(avg(${jsonNumber(sql`content_factors`, field)})::numeric, 1)::float8 as ${sql.raw(FACTOR_COLUMNS[field])}`,
  );
  return sql`select to_char(date_trunc(${period}::text, created_at at time zone 'UTC'), 'YYYY-MM-DD') as period,
      count(*)::int as analyses,
      round(avg(viral_score), 1)::float8 as average_score,
      max(viral_score)::int as best_score,
      min(viral_score)::int as worst_score,
      ${sql.join(factors, sql`, `)}
    from analyses where ${inScope(scope)}
    group by 1 order by 1`;
}

/**
 * The measured signals that scored below WEAK_SIGNAL_BELOW with a weight above 0, by how many analyses they did
 * so in, summed from the per-day table the database keeps (weak_signal_days, migration 0013: own analyses only).
 * Only the top keys then look up the newest label the engine wrote for them (an index probe each).
 */
export function weaknessesStatement(scope: Scope, limit: number): SQL {
  const since = scope.from ? sql` and day >= ${scope.from.toISOString().slice(0, 10)}::date` : sql``;
  return sql`with top as (
      select key, sum(occurrences)::int as occurrences,
        round((sum(sub_score_sum) / sum(occurrences))::numeric, 1)::float8 as average_sub_score
      from weak_signal_days
      where user_id = ${scope.userId}${since}
      group by key
      order by occurrences desc, average_sub_score asc, key asc
      limit ${limit}
    )
    select top.key,
      (select l.label from weak_signal_days l
        where l.user_id = ${scope.userId} and l.key = top.key
        order by l.label_at desc limit 1) as label,
      top.occurrences, top.average_sub_score
    from top
    order by occurrences desc, average_sub_score asc, key asc`;
}

/** " (measured: …)" at the end of a recommendation: this post's own measurement. */
const MEASUREMENT_SUFFIX = String.raw`\s*\(measured:.*\)\s*$`;

/**
 * The recommendations given most often, grouped by cause and counted once per analysis; ties go to the most
 * recently given. A recommendation's text carries the post's measurement ("Add sound (measured: silent)"), so
 * grouping by text never added the same advice up. The cause is the one the engine recorded with the text;
 * analyses made before causes were recorded fall back on the text without its measurement and without the
 * "To push further: " lead. Each group is shown with its newest text, measurement removed.
 */
export function recommendationsStatement(scope: Scope, limit: number): SQL {
  const causes = sql`case when jsonb_typeof(a.recommendation_causes) = 'array' then a.recommendation_causes end`;
  return sql`with given as (
      select a.id, a.created_at, r.text,
        coalesce(
          ${causes} ->> (r.n::int - 1),
          'text:' || lower(regexp_replace(regexp_replace(r.text, '^To push further: ', ''), ${MEASUREMENT_SUFFIX}, ''))
        ) as cause
      from analyses a cross join lateral jsonb_array_elements_text(
        case when jsonb_typeof(a.recommendations) = 'array' then a.recommendations else '[]'::jsonb end
      ) with ordinality as r(text, n)
      where ${inScope(scope, sql`a`)}
    ),
    top as (
      select cause, count(distinct id)::int as occurrences, max(created_at) as last_seen from given
      group by cause
      order by occurrences desc, last_seen desc, cause asc
      limit ${limit}
    )
    select top.cause,
      (select regexp_replace(g.text, ${MEASUREMENT_SUFFIX}, '') from given g
        where g.cause = top.cause order by g.created_at desc, g.id desc limit 1) as text,
      top.occurrences,
      ${isoText(sql`top.last_seen`)} as last_seen_at
    from top
    order by top.occurrences desc, top.last_seen desc, top.cause asc`;
}

const highlightColumns = {
  id: analyses.id,
  fileName: analyses.fileName,
  mediaType: analyses.mediaType,
  viralScore: analyses.viralScore,
  createdAt: analyses.createdAt,
  contentFactors: analyses.contentFactors,
  strengths: analyses.strengths,
  recommendations: analyses.recommendations,
};
export type HighlightRow = {
  id: number;
  fileName: string;
  mediaType: string;
  viralScore: number;
  createdAt: Date;
  contentFactors: Record<string, unknown>;
  strengths: string[];
  recommendations: string[];
};

export function createProAnalyticsRepository(db: Db) {
  const rows = async <T>(conn: Db, statement: SQL) =>
    ((await conn.execute(statement)) as unknown as { rows: T[] }).rows;

  /** The highest score of the scope (the newer analysis on a tie) or the lowest (the older one on a tie). */
  async function highlight(conn: Db, scope: Scope, which: "best" | "worst"): Promise<HighlightRow | null> {
    const own = and(eq(analyses.userId, scope.userId), eq(analyses.kind, "own"));
    const where = scope.from ? and(own, gte(analyses.createdAt, scope.from)) : own;
    const [row] = await conn
      .select(highlightColumns)
      .from(analyses)
      .where(where)
      .orderBy(
        ...(which === "best"
          ? [desc(analyses.viralScore), desc(analyses.createdAt), desc(analyses.id)]
          : [asc(analyses.viralScore), asc(analyses.createdAt), asc(analyses.id)]),
      )
      .limit(1);
    return row ?? null;
  }

  return {
    /**
     * Every figure of the page. On PostgreSQL the statements run at once on separate pooled connections, so
     * the page waits for the slowest (about 30 ms for 5,000 analyses) rather than their sum; the price is that
     * each reads its own snapshot, so an analysis finished during the read may be counted by one figure and
     * not yet by another (a refresh agrees). PGlite has one connection and runs them in turn.
     */
    async read(scope: Scope, options: { period: ProAnalyticsPeriod; top: number }) {
      const [[totals], timeline, weaknesses, recommendations, best, worst] = await Promise.all([
        rows<TotalsRow>(db, totalsStatement(scope)),
        rows<TimelineRow>(db, timelineStatement(scope, options.period)),
        rows<WeaknessRow>(db, weaknessesStatement(scope, options.top)),
        rows<RecommendationRow>(db, recommendationsStatement(scope, options.top)),
        highlight(db, scope, "best"),
        highlight(db, scope, "worst"),
      ]);
      if (!totals || totals.analyses === 0) {
        return { totals: totals!, timeline: [], weaknesses: [], recommendations: [], best: null, worst: null };
      }
      // With one analysis it is the best; there is no worst to set beside it.
      return { totals, timeline, weaknesses, recommendations, best, worst: totals.analyses > 1 ? worst : null };
    },
  };
}
export type ProAnalyticsRepository = ReturnType<typeof createProAnalyticsRepository>;
