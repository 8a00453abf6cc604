import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { SCORE_BANDS } from "@shared/constants";
import type { ProAnalytics } from "@shared/schemas/pro-analytics";
import { ChartCard } from "@/components/charts/chart-card";
import { CONTENT_FACTOR_KEYS, type ContentFactorKey } from "@shared/schemas/analysis";
import { useLanguage } from "@/i18n/use-language";
import { useAnalyticsFormat } from "../utils/use-analytics-format";

// The two charts of the Pro analytics page, loaded on demand so recharts stays out of every other page's bundle. Each
// has a one-line summary and a "Show data" table with the same numbers (the text alternative); both fit a 360 px phone
// (narrow axes, few ticks, the legend wrapping under the chart).

const BRAND = "var(--color-brand-600, #7c3aed)";
const AXIS_TICK = { fontSize: 12, fill: "#475569" };
const SCORE_TICKS = [0, 20, 40, 60, 80, 100];
const MARGIN = { top: 8, right: 12, bottom: 0, left: 0 };
const MARGIN_RTL = { top: 8, right: 0, bottom: 0, left: 12 };

/**
 * In Arabic the charts read right to left: time flows in the reading direction, oldest on the right and newest on the
 * left, with the score axis on the right where the eye starts, as the admin's daily charts do. Time runs the same way in
 * every chart of the product; the lines' shape (rising or falling) is read against that flow, and the summary line
 * under each chart says in words which way the score went, so a mirrored line cannot mislead.
 */
function useAxes() {
  const format = useAnalyticsFormat();
  const isRtl = useLanguage() === "ar";
  return {
    format,
    reversed: isRtl,
    orientation: isRtl ? ("right" as const) : ("left" as const),
    margin: isRtl ? MARGIN_RTL : MARGIN,
    bandLabel: isRtl ? ("insideTopRight" as const) : ("insideTopLeft" as const),
  };
}
/**
 * The grid, the time axis and the 0-100 score axis both charts share, as an array of Recharts children (Recharts
 * reads its axes from the chart's direct children, so they cannot live in a component of their own).
 */
function timeAxes(axes: {
  tick: (value: string) => string;
  reversed: boolean;
  orientation: "left" | "right";
  formatNumber: (value: number) => string;
}) {
  return [
    <CartesianGrid key="grid" strokeDasharray="3 3" vertical={false} />,
    <XAxis
      key="x"
      dataKey="period"
      tickFormatter={axes.tick}
      tick={AXIS_TICK}
      minTickGap={20}
      reversed={axes.reversed}
    />,
    <YAxis
      key="y"
      domain={[0, 100]}
      ticks={SCORE_TICKS}
      tickFormatter={axes.formatNumber}
      tick={AXIS_TICK}
      width={32}
      orientation={axes.orientation}
    />,
  ];
}

/** Distinct in colour and in dash, so the four lines are told apart without colour too. */
const FACTOR_STYLES: Record<ContentFactorKey, { stroke: string; dash?: string }> = {
  hookStrength: { stroke: "#7c3aed" },
  emotionalImpact: { stroke: "#db2777", dash: "6 3" },
  shareability: { stroke: "#0891b2", dash: "2 3" },
  algorithmOptimization: { stroke: "#ca8a04", dash: "10 3 2 3" },
};
/** The band lines of the score bands (80 Excellent, 60 Good). */
const BAND_LINES = SCORE_BANDS.filter((band) => band.min > 0);

type Point = ProAnalytics["timeline"][number];
export function ScoreOverTimeCard({ analytics }: { analytics: ProAnalytics }) {
  const { format, reversed, orientation, margin, bandLabel } = useAxes();
  const { t } = format;
  const { period, timeline } = analytics;
  const tick = (value: string) => format.period(value, period);
  const averageLabel = t("charts.averageScore");
  return (
    <ChartCard
      headingLevel={2}
      title={t("charts.scoreTitle")}
      description={t(`charts.scoreDescription.${period}`)}
      chart={
        // The SVG lays its text out left to right (so labels anchor where they are placed); the axes mirror instead.
        <div dir="ltr" className="h-full w-full">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={timeline} margin={margin}>
              {timeAxes({ tick, reversed, orientation, formatNumber: format.number })}
              {BAND_LINES.map((band) => (
                <ReferenceLine
                  key={band.min}
                  y={band.min}
                  stroke={band.min >= 80 ? "#059669" : "#d97706"}
                  strokeDasharray="4 4"
                  label={{
                    value: t("charts.bandLine", {
                      band: t(`bands.${band.min >= 80 ? "excellent" : "good"}`),
                      min: band.min,
                    }),
                    position: bandLabel,
                    fontSize: 11,
                    fill: "#334155",
                  }}
                />
              ))}
              <Tooltip
                labelFormatter={(value) => tick(String(value))}
                formatter={(value, _name, item) => [
                  t("charts.tooltipValue", {
                    score: format.number(Number(value)),
                    count: (item.payload as Point).analyses,
                  }),
                  averageLabel,
                ]}
              />
              <Line
                type="monotone"
                dataKey="averageScore"
                name={averageLabel}
                stroke={BRAND}
                strokeWidth={2}
                dot={{ r: 3 }}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      }
      footer={<p className="text-sm text-slate-700">{format.scoreTrendSummary(timeline, period)}</p>}
      columns={[
        { label: format.column(period), value: (p: Point) => format.period(p.period, period) },
        { label: t("charts.analyses"), value: (p: Point) => format.number(p.analyses) },
        { label: averageLabel, value: (p: Point) => format.number(p.averageScore) },
        { label: t("charts.best"), value: (p: Point) => format.number(p.bestScore) },
        { label: t("charts.worst"), value: (p: Point) => format.number(p.worstScore) },
      ]}
      rows={timeline}
      rowKey={(p) => p.period}
    />
  );
}

export function FactorsOverTimeCard({ analytics }: { analytics: ProAnalytics }) {
  const { format, reversed, orientation, margin } = useAxes();
  const { t } = format;
  const one = (value: number | null) => (value === null ? "—" : format.number(value));
  const factorLabel = (key: ContentFactorKey) => t(`factors.${key}`);
  const { period, timeline } = analytics;
  const tick = (value: string) => format.period(value, period);
  const rows = timeline.map((p) => ({ period: p.period, ...p.factors }));
  const latest = timeline.at(-1);
  const weakest = latest
    ? CONTENT_FACTOR_KEYS.filter((key) => latest.factors[key] !== null).sort(
        (a, b) => (latest.factors[a] ?? 0) - (latest.factors[b] ?? 0),
      )[0]
    : undefined;
  return (
    <ChartCard
      headingLevel={2}
      title={t("charts.factorsTitle")}
      description={t(`charts.factorsDescription.${period}`)}
      chart={
        // The SVG lays its text out left to right (so labels anchor where they are placed); the axes mirror instead.
        <div dir="ltr" className="h-full w-full">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={rows} margin={margin}>
              {timeAxes({ tick, reversed, orientation, formatNumber: format.number })}
              <Tooltip labelFormatter={(value) => tick(String(value))} />
              <Legend wrapperStyle={{ fontSize: 12, direction: reversed ? "rtl" : "ltr" }} />
              {CONTENT_FACTOR_KEYS.map((key) => (
                <Line
                  key={key}
                  type="monotone"
                  dataKey={key}
                  name={factorLabel(key)}
                  stroke={FACTOR_STYLES[key].stroke}
                  strokeDasharray={FACTOR_STYLES[key].dash}
                  strokeWidth={2}
                  dot={false}
                  connectNulls
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
      }
      footer={
        latest && weakest ? (
          <p className="text-sm text-slate-700">
            {t(`charts.latestLowest.${period}`, {
              period: format.period(latest.period, period),
              factor: factorLabel(weakest),
              score: one(latest.factors[weakest]),
            })}
          </p>
        ) : null
      }
      columns={[
        { label: format.column(period), value: (p) => format.period(p.period, period) },
        ...CONTENT_FACTOR_KEYS.map((key) => ({
          label: factorLabel(key),
          value: (p: (typeof rows)[number]) => one(p[key]),
        })),
      ]}
      rows={rows}
      rowKey={(p) => p.period}
    />
  );
}

/** Both charts, side by side on a wide screen and stacked on a phone. */
export function ProAnalyticsCharts({ analytics }: { analytics: ProAnalytics }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ScoreOverTimeCard analytics={analytics} />
      <FactorsOverTimeCard analytics={analytics} />
    </div>
  );
}
