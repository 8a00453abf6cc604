import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatCents } from "@shared/billing";
import type { AdminAnalytics } from "@shared/schemas/admin-analytics";
import { formatDay } from "../utils/date-time";
import { ChartCard, type ChartDataColumn } from "@/components/charts/chart-card";

// The Analytics tab's charts, loaded on demand by analytics-tab.tsx so that recharts stays out of the other tabs'
// bundles. Every chart has a "Show data" table with the same numbers.

type Day = AdminAnalytics["daily"][number];
type DailyKey = "signups" | "analyses" | "revenue" | "activeSubscriptions";
type FunnelStep = AdminAnalytics["funnel"][number] & { conversion: number | null };

const BRAND = "var(--color-brand-600, #7c3aed)";
const AXIS_TICK = { fontSize: 12, fill: "#475569" };
const count = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });

/** "$12" on the revenue axis (whole dollars keep it narrow on a phone), "$0.25" below a dollar's steps. */
const dollarsTick = (cents: number) => (cents % 100 === 0 ? `$${count.format(cents / 100)}` : formatCents(cents));
/** The revenue axis spans at least a dollar, so days without revenue do not read as "$0, $0, $0". */
const MONEY_DOMAIN: [number, (dataMax: number) => number] = [0, (dataMax) => Math.max(dataMax, 100)];

/** Each funnel step's share of the step before it (null for the first step or after a zero). */
export function withConversion(funnel: AdminAnalytics["funnel"]): FunnelStep[] {
  return funnel.map((step, index) => {
    const previous = index > 0 ? funnel[index - 1] : undefined;
    return { ...step, conversion: previous && previous.count > 0 ? step.count / previous.count : null };
  });
}

function DailyChart({ days, dataKey, label }: { days: Day[]; dataKey: DailyKey; label: string }) {
  const isMoney = dataKey === "revenue";
  const format = (value: unknown) => (isMoney ? formatCents(Number(value)) : count.format(Number(value)));
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="date" tickFormatter={formatDay} tick={AXIS_TICK} minTickGap={16} />
      <YAxis
        allowDecimals={false}
        tick={AXIS_TICK}
        width={isMoney ? 52 : 36}
        tickFormatter={isMoney ? dollarsTick : undefined}
        domain={isMoney ? MONEY_DOMAIN : undefined}
      />
      <Tooltip formatter={(value) => [format(value), label]} labelFormatter={(day) => formatDay(String(day))} />
    </>
  );
  return (
    <ResponsiveContainer width="100%" height="100%">
      {dataKey === "activeSubscriptions" ? (
        <LineChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {axes}
          <Line type="stepAfter" dataKey={dataKey} name={label} stroke={BRAND} strokeWidth={2} dot={false} />
        </LineChart>
      ) : (
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {axes}
          <Bar dataKey={dataKey} name={label} fill={BRAND} radius={[3, 3, 0, 0]} />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}

const DAILY_CHARTS: Array<{ key: DailyKey; title: string; label: string }> = [
  { key: "signups", title: "Sign-ups per day", label: "Sign-ups" },
  { key: "analyses", title: "Analyses per day", label: "Analyses" },
  { key: "revenue", title: "Revenue per day", label: "Revenue" },
  { key: "activeSubscriptions", title: "Active subscriptions per day", label: "Active subscriptions" },
];

function dailyColumns(key: DailyKey, label: string): ChartDataColumn<Day>[] {
  return [
    { label: "Day (UTC)", value: (day) => day.date },
    { label, value: (day) => (key === "revenue" ? formatCents(day[key]) : count.format(day[key])) },
  ];
}

function FunnelChart({ steps }: { steps: FunnelStep[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={steps} margin={{ top: 24, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} interval={0} angle={-20} textAnchor="end" height={48} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} width={44} />
        <Tooltip formatter={(value) => [count.format(Number(value)), "People"]} />
        <Bar dataKey="count" name="People" fill={BRAND} radius={[3, 3, 0, 0]}>
          <LabelList dataKey="count" position="top" fontSize={12} fill="#0f172a" />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

function FunnelConversions({ steps }: { steps: FunnelStep[] }) {
  return (
    <ol className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {steps.slice(1).map((step, index) => (
        <li key={step.step}>
          {steps[index]?.label} → {step.label}:{" "}
          <strong className="tabular-nums">{step.conversion === null ? "—" : percent.format(step.conversion)}</strong>
        </li>
      ))}
    </ol>
  );
}

export function AnalyticsCharts({ analytics }: { analytics: AdminAnalytics }) {
  const steps = withConversion(analytics.funnel);
  const rangeText = `Last ${analytics.days} days, by UTC day.`;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {DAILY_CHARTS.map(({ key, title, label }) => (
        <ChartCard
          key={key}
          title={title}
          description={rangeText}
          chart={<DailyChart days={analytics.daily} dataKey={key} label={label} />}
          columns={dailyColumns(key, label)}
          rows={analytics.daily}
          rowKey={(day) => day.date}
        />
      ))}
      <ChartCard
        title="Viral score distribution"
        description={`Scores of the analyses made in the last ${analytics.days} days.`}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={analytics.scoreDistribution} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="bucket" tick={AXIS_TICK} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} tick={AXIS_TICK} width={36} />
              <Tooltip formatter={(value) => [count.format(Number(value)), "Analyses"]} />
              <Bar dataKey="count" name="Analyses" fill={BRAND} radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        }
        columns={[
          { label: "Score", value: (bucket) => bucket.bucket },
          { label: "Analyses", value: (bucket) => count.format(bucket.count) },
        ]}
        rows={analytics.scoreDistribution}
        rowKey={(bucket) => bucket.bucket}
      />
      <ChartCard
        title="Conversion funnel"
        description={`Visit → sign-up → first analysis → paid, in the last ${analytics.days} days.`}
        notice={
          analytics.analyticsEnabled ? null : (
            <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              Analytics collection is off (Settings): visits are not being counted.
            </p>
          )
        }
        chart={<FunnelChart steps={steps} />}
        footer={<FunnelConversions steps={steps} />}
        columns={[
          { label: "Step", value: (step) => step.label },
          { label: "People", value: (step) => count.format(step.count) },
          {
            label: "Conversion from the step before",
            value: (step) => (step.conversion === null ? "—" : percent.format(step.conversion)),
          },
        ]}
        rows={steps}
        rowKey={(step) => step.step}
      />
    </div>
  );
}
