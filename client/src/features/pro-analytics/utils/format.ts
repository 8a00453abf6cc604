import type { ProAnalyticsPeriod, ProAnalyticsRange } from "@shared/schemas/pro-analytics";

// Labels of the Pro analytics page. Periods are UTC days, weeks (from Monday) and months, as the server groups them.

const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const month = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
const fullDay = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 0 });

/** "Mar 14" (day), "Wk of Mar 11" (week), "Mar 2030" (month) for a period's first day (YYYY-MM-DD). */
export function formatPeriod(period: string, kind: ProAnalyticsPeriod): string {
  const date = new Date(`${period}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return period;
  if (kind === "month") return month.format(date);
  return kind === "week" ? `Wk of ${day.format(date)}` : day.format(date);
}

/** "Mar 14, 2030" for an ISO instant (UTC). */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : fullDay.format(date);
}

export function formatShare(share: number): string {
  return percent.format(share);
}

export const RANGE_LABELS: Record<ProAnalyticsRange, string> = {
  "30": "30 days",
  "90": "90 days",
  "365": "12 months",
  all: "All time",
};

/**
 * The line above the figures, read from the range the creator chose (never from the figures still on screen while
 * the next range loads, which mixed two ranges into "the last All time").
 */
export function rangeSentence(range: ProAnalyticsRange): string {
  return range === "all" ? "All your analyses." : `Your analyses of the last ${RANGE_LABELS[range]}.`;
}

export const PERIOD_NOUNS: Record<ProAnalyticsPeriod, string> = { day: "day", week: "week", month: "month" };
/** The first column of a chart's data table. */
export const PERIOD_COLUMNS: Record<ProAnalyticsPeriod, string> = { day: "Day", week: "Week of", month: "Month" };

/** A one-line reading of the score over time, for everyone and for screen readers (the chart's summary). */
export function scoreTrendSummary(
  timeline: ReadonlyArray<{ period: string; averageScore: number }>,
  kind: ProAnalyticsPeriod,
): string {
  if (timeline.length === 0) return "No analyses in this range.";
  const first = timeline[0]!;
  const last = timeline.at(-1)!;
  if (timeline.length === 1)
    return `One ${PERIOD_NOUNS[kind]} with analyses: an average score of ${last.averageScore}.`;
  const change = Math.round((last.averageScore - first.averageScore) * 10) / 10;
  const direction = change > 0 ? `up ${change} points` : change < 0 ? `down ${-change} points` : "unchanged";
  return (
    `Average score ${first.averageScore} in ${formatPeriod(first.period, kind)} and ${last.averageScore} in ` +
    `${formatPeriod(last.period, kind)}: ${direction}, over ${timeline.length} ${PERIOD_NOUNS[kind]}s with analyses.`
  );
}
