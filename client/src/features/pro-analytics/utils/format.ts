import type { ProAnalyticsPeriod, ProAnalyticsRange } from "@shared/schemas/pro-analytics";
import type { TFunction } from "i18next";
import { storedDigits } from "@/i18n/choice";
import { type Language, localeTag } from "@/i18n/languages";

// Labels of the Pro analytics page, in the reader's language ("proAnalytics" catalogue, format.*) and digits. Periods
// are UTC days, weeks (from Monday) and months, as the server groups them.

export type AnalyticsT = TFunction<"proAnalytics">;

/** The formats of one language: the dates and percentages of the page. */
export function analyticsFormat(language: Language, t: AnalyticsT) {
  const tag = localeTag(language, storedDigits());
  const day = new Intl.DateTimeFormat(tag, { month: "short", day: "numeric", timeZone: "UTC" });
  const month = new Intl.DateTimeFormat(tag, { month: "short", year: "numeric", timeZone: "UTC" });
  const fullDay = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
  const percent = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 0 });
  const numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });

  /** "Mar 14" (day), "Wk of Mar 11" (week), "Mar 2030" (month) for a period's first day (YYYY-MM-DD). */
  const period = (value: string, kind: ProAnalyticsPeriod): string => {
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return value;
    if (kind === "month") return month.format(date);
    return kind === "week" ? t("format.weekOf", { day: day.format(date) }) : day.format(date);
  };

  return {
    t,
    period,
    /** "Mar 14, 2030" for an ISO instant (UTC). */
    day: (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : fullDay.format(date);
    },
    share: (share: number) => percent.format(share),
    number: (value: number) => numbers.format(value),
    range: (range: ProAnalyticsRange) => t(`format.ranges.${range}`),
    /**
     * The line above the figures, read from the range the creator chose (never from the figures still on screen while
     * the next range loads, which mixed two ranges into "the last All time").
     */
    rangeSentence: (range: ProAnalyticsRange) =>
      range === "all" ? t("format.allAnalyses") : t("format.lastRange", { range: t(`format.ranges.${range}`) }),
    noun: (kind: ProAnalyticsPeriod) => t(`format.nouns.${kind}`),
    column: (kind: ProAnalyticsPeriod) => t(`format.columns.${kind}`),
    /** A one-line reading of the score over time, for everyone and for screen readers (the chart's summary). */
    scoreTrendSummary(timeline: ReadonlyArray<{ period: string; averageScore: number }>, kind: ProAnalyticsPeriod) {
      if (timeline.length === 0) return t("format.noAnalyses");
      const first = timeline[0]!;
      const last = timeline.at(-1)!;
      if (timeline.length === 1) return t(`format.onePeriod.${kind}`, { score: numbers.format(last.averageScore) });
      const change = Math.round((last.averageScore - first.averageScore) * 10) / 10;
      const direction =
        change > 0
          ? t("format.up", { points: numbers.format(change) })
          : change < 0
            ? t("format.down", { points: numbers.format(-change) })
            : t("format.unchanged");
      return t(`format.trend.${kind}`, {
        first: numbers.format(first.averageScore),
        firstPeriod: period(first.period, kind),
        last: numbers.format(last.averageScore),
        lastPeriod: period(last.period, kind),
        direction,
        count: timeline.length,
      });
    },
  };
}

export type AnalyticsFormat = ReturnType<typeof analyticsFormat>;
