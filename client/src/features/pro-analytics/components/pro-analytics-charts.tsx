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
import { FACTOR_KEYS, FACTOR_LABELS } from "../utils/factors";
import { formatPeriod, PERIOD_COLUMNS, PERIOD_NOUNS, scoreTrendSummary } from "../utils/format";

// The two charts of the Pro analytics page, loaded on demand so recharts stays out of every other page's bundle. Each
// has a one-line summary and a "Show data" table with the same numbers (the text alternative); both fit a 360 px phone
// (narrow axes, few ticks, the legend wrapping under the chart).

const BRAND = "var(--color-brand-600, #7c3aed)";
const AXIS_TICK = { fontSize: 12, fill: "#475569" };
const SCORE_TICKS = [0, 20, 40, 60, 80, 100];
const MARGIN = { top: 8, right: 12, bottom: 0, left: 0 };
/** Distinct in colour and in dash, so the four lines are told apart without colour too. */
const FACTOR_STYLES: Record<(typeof FACTOR_KEYS)[number], { stroke: string; dash?: string }> = {
  hookStrength: { stroke: "#7c3aed" },
  emotionalImpact: { stroke: "#db2777", dash: "6 3" },
  shareability: { stroke: "#0891b2", dash: "2 3" },
  algorithmOptimization: { stroke: "#ca8a04", dash: "10 3 2 3" },
};
/** The band lines of the score bands (80 Excellent, 60 Good). */
const BAND_LINES = SCORE_BANDS.filter((band) => band.min > 0);

type Point = ProAnalytics["timeline"][number];
const one = (value: number | null) => (value === null ? "—" : String(value));

export function ScoreOverTimeCard({ analytics }: { analytics: ProAnalytics }) {
  const { period, timeline } = analytics;
  const tick = (value: string) => formatPeriod(value, period);
  return (
    <ChartCard
      headingLevel={2}
      title="Viral score over time"
      description={`Average score per ${PERIOD_NOUNS[period]} (UTC), with the band lines at 60 (Good) and 80 (Excellent).`}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={timeline} margin={MARGIN}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="period" tickFormatter={tick} tick={AXIS_TICK} minTickGap={20} />
            <YAxis domain={[0, 100]} ticks={SCORE_TICKS} tick={AXIS_TICK} width={32} />
            {BAND_LINES.map((band) => (
              <ReferenceLine
                key={band.min}
                y={band.min}
                stroke={band.min >= 80 ? "#059669" : "#d97706"}
                strokeDasharray="4 4"
                label={{ value: `${band.label} ${band.min}`, position: "insideTopLeft", fontSize: 11, fill: "#334155" }}
              />
            ))}
            <Tooltip
              labelFormatter={(value) => tick(String(value))}
              formatter={(value, _name, item) => [
                `${String(value)} (${(item.payload as Point).analyses} analyses)`,
                "Average score",
              ]}
            />
            <Line
              type="monotone"
              dataKey="averageScore"
              name="Average score"
              stroke={BRAND}
              strokeWidth={2}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      }
      footer={<p className="text-sm text-slate-700">{scoreTrendSummary(timeline, period)}</p>}
      columns={[
        { label: PERIOD_COLUMNS[period], value: (p: Point) => formatPeriod(p.period, period) },
        { label: "Analyses", value: (p: Point) => String(p.analyses) },
        { label: "Average score", value: (p: Point) => String(p.averageScore) },
        { label: "Best", value: (p: Point) => String(p.bestScore) },
        { label: "Worst", value: (p: Point) => String(p.worstScore) },
      ]}
      rows={timeline}
      rowKey={(p) => p.period}
    />
  );
}

export function FactorsOverTimeCard({ analytics }: { analytics: ProAnalytics }) {
  const { period, timeline } = analytics;
  const tick = (value: string) => formatPeriod(value, period);
  const rows = timeline.map((p) => ({ period: p.period, ...p.factors }));
  const latest = timeline.at(-1);
  const weakest = latest
    ? FACTOR_KEYS.filter((key) => latest.factors[key] !== null).sort(
        (a, b) => (latest.factors[a] ?? 0) - (latest.factors[b] ?? 0),
      )[0]
    : undefined;
  return (
    <ChartCard
      headingLevel={2}
      title="Content factors over time"
      description={`Average of each factor per ${PERIOD_NOUNS[period]} (UTC), 0-100.`}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={MARGIN}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="period" tickFormatter={tick} tick={AXIS_TICK} minTickGap={20} />
            <YAxis domain={[0, 100]} ticks={SCORE_TICKS} tick={AXIS_TICK} width={32} />
            <Tooltip labelFormatter={(value) => tick(String(value))} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {FACTOR_KEYS.map((key) => (
              <Line
                key={key}
                type="monotone"
                dataKey={key}
                name={FACTOR_LABELS[key]}
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
      }
      footer={
        latest && weakest ? (
          <p className="text-sm text-slate-700">
            Latest {PERIOD_NOUNS[period]} ({formatPeriod(latest.period, period)}): your lowest factor was{" "}
            {FACTOR_LABELS[weakest]} at {one(latest.factors[weakest])}.
          </p>
        ) : null
      }
      columns={[
        { label: PERIOD_COLUMNS[period], value: (p) => formatPeriod(p.period, period) },
        ...FACTOR_KEYS.map((key) => ({ label: FACTOR_LABELS[key], value: (p: (typeof rows)[number]) => one(p[key]) })),
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
