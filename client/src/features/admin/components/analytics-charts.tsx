import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
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
import type { AdminAnalytics } from "@shared/schemas/admin-analytics";
import { ChartCard, type ChartDataColumn } from "@/components/charts/chart-card";
import { useAdminFormat } from "../hooks/use-admin-format";
import type { AdminFormat } from "../utils/admin-format";

// The Analytics tab's charts, loaded on demand by analytics-tab.tsx so that recharts stays out of the other tabs'
// bundles. Every chart has a "Show data" table with the same numbers. In Arabic the charts read right to left like the
// page: the days run from right to left and the value axis stands on the right.

type Day = AdminAnalytics["daily"][number];
type DailyKey = "signups" | "analyses" | "revenue" | "activeSubscriptions";
type FunnelStep = AdminAnalytics["funnel"][number] & { conversion: number | null };
type AdminT = TFunction<"admin">;

const BRAND = "var(--color-brand-600, #7c3aed)";
const AXIS_TICK = { fontSize: 12, fill: "#475569" };
const FUNNEL_STEPS = ["visit", "signup", "first_analysis", "paid"];

/** The revenue axis spans at least a dollar, so days without revenue do not read as "$0, $0, $0". */
const MONEY_DOMAIN: [number, (dataMax: number) => number] = [0, (dataMax) => Math.max(dataMax, 100)];

/** Each funnel step's share of the step before it (null for the first step or after a zero). */
export function withConversion(funnel: AdminAnalytics["funnel"]): FunnelStep[] {
  return funnel.map((step, index) => {
    const previous = index > 0 ? funnel[index - 1] : undefined;
    return { ...step, conversion: previous && previous.count > 0 ? step.count / previous.count : null };
  });
}

/** A funnel step's name in the admin's language (the server's English label for a step it does not know). */
const stepLabel = (step: FunnelStep, t: AdminT) =>
  FUNNEL_STEPS.includes(step.step) ? t(`charts.steps.${step.step}`) : step.label;

/** The axes' sides: the time axis runs right to left and the value axis stands on the right in Arabic. */
const axesFor = (format: AdminFormat) => {
  const isRtl = format.language === "ar";
  return { reversed: isRtl, orientation: isRtl ? ("right" as const) : ("left" as const) };
};

function DailyChart({ days, dataKey, label }: { days: Day[]; dataKey: DailyKey; label: string }) {
  const format = useAdminFormat();
  const side = axesFor(format);
  const isMoney = dataKey === "revenue";
  const value = (raw: unknown) => (isMoney ? format.money(Number(raw)) : format.count(Number(raw)));
  /** "$12" on the revenue axis (whole dollars keep it narrow on a phone), "$0.25" below a dollar's steps. */
  const dollarsTick = (cents: number) =>
    cents % 100 === 0 && format.language === "en" ? `$${format.count(cents / 100)}` : format.money(cents);
  const margin = { top: 8, right: 8, bottom: 0, left: 0 };
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="date" tickFormatter={format.day} tick={AXIS_TICK} minTickGap={16} reversed={side.reversed} />
      <YAxis
        allowDecimals={false}
        tick={AXIS_TICK}
        width={isMoney ? (format.language === "en" ? 52 : 72) : 36}
        orientation={side.orientation}
        tickFormatter={isMoney ? dollarsTick : format.count}
        domain={isMoney ? MONEY_DOMAIN : undefined}
      />
      <Tooltip formatter={(raw) => [value(raw), label]} labelFormatter={(day) => format.day(String(day))} />
    </>
  );
  return (
    <ResponsiveContainer width="100%" height="100%">
      {dataKey === "activeSubscriptions" ? (
        <LineChart data={days} margin={margin}>
          {axes}
          <Line type="stepAfter" dataKey={dataKey} name={label} stroke={BRAND} strokeWidth={2} dot={false} />
        </LineChart>
      ) : (
        <BarChart data={days} margin={margin}>
          {axes}
          <Bar dataKey={dataKey} name={label} fill={BRAND} radius={[3, 3, 0, 0]} />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}

const DAILY_CHARTS = [
  { key: "signups", title: "charts.signupsTitle", label: "charts.signups" },
  { key: "analyses", title: "charts.analysesTitle", label: "charts.analyses" },
  { key: "revenue", title: "charts.revenueTitle", label: "charts.revenue" },
  { key: "activeSubscriptions", title: "charts.subscriptionsTitle", label: "charts.subscriptions" },
] as const satisfies ReadonlyArray<{ key: DailyKey; title: string; label: string }>;

function dailyColumns(key: DailyKey, label: string, t: AdminT, format: AdminFormat): ChartDataColumn<Day>[] {
  return [
    { label: t("charts.dayUtc"), value: (day) => day.date },
    { label, value: (day) => (key === "revenue" ? format.money(day[key]) : format.count(day[key])) },
  ];
}

function FunnelChart({ steps }: { steps: FunnelStep[] }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const side = axesFor(format);
  const named = steps.map((step) => ({ ...step, name: stepLabel(step, t) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={named} margin={{ top: 24, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="name"
          tick={AXIS_TICK}
          interval={0}
          angle={side.reversed ? 20 : -20}
          textAnchor="end"
          height={48}
          reversed={side.reversed}
        />
        <YAxis
          allowDecimals={false}
          tick={AXIS_TICK}
          width={44}
          orientation={side.orientation}
          tickFormatter={format.count}
        />
        <Tooltip formatter={(raw) => [format.count(Number(raw)), t("charts.people")]} />
        <Bar dataKey="count" name={t("charts.people")} fill={BRAND} radius={[3, 3, 0, 0]}>
          <LabelList
            dataKey="count"
            position="top"
            fontSize={12}
            fill="#0f172a"
            formatter={(raw: unknown) => format.count(Number(raw))}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

function FunnelConversions({ steps }: { steps: FunnelStep[] }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  return (
    <ol className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {steps.slice(1).map((step, index) => {
        const previous = steps[index];
        return (
          <li key={step.step}>
            {t("charts.stepToStep", { from: previous ? stepLabel(previous, t) : "", to: stepLabel(step, t) })}{" "}
            <strong className="tabular-nums">
              {step.conversion === null ? t("table.none") : format.percent(step.conversion)}
            </strong>
          </li>
        );
      })}
    </ol>
  );
}

export function AnalyticsCharts({ analytics }: { analytics: AdminAnalytics }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const side = axesFor(format);
  const steps = withConversion(analytics.funnel);
  const rangeText = t("charts.range", { days: analytics.days });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {DAILY_CHARTS.map(({ key, title, label }) => (
        <ChartCard
          key={key}
          title={t(title)}
          description={rangeText}
          chart={<DailyChart days={analytics.daily} dataKey={key} label={t(label)} />}
          columns={dailyColumns(key, t(label), t, format)}
          rows={analytics.daily}
          rowKey={(day) => day.date}
        />
      ))}
      <ChartCard
        title={t("charts.distributionTitle")}
        description={t("charts.distributionDescription", { days: analytics.days })}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={analytics.scoreDistribution} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="bucket" tick={AXIS_TICK} interval="preserveStartEnd" reversed={side.reversed} />
              <YAxis
                allowDecimals={false}
                tick={AXIS_TICK}
                width={36}
                orientation={side.orientation}
                tickFormatter={format.count}
              />
              <Tooltip formatter={(raw) => [format.count(Number(raw)), t("charts.analyses")]} />
              <Bar dataKey="count" name={t("charts.analyses")} fill={BRAND} radius={[3, 3, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        }
        columns={[
          { label: t("charts.score"), value: (bucket) => bucket.bucket },
          { label: t("charts.analyses"), value: (bucket) => format.count(bucket.count) },
        ]}
        rows={analytics.scoreDistribution}
        rowKey={(bucket) => bucket.bucket}
      />
      <ChartCard
        title={t("charts.funnelTitle")}
        description={t("charts.funnelDescription", { days: analytics.days })}
        notice={
          analytics.analyticsEnabled ? null : (
            <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              {t("charts.analyticsOff")}
            </p>
          )
        }
        chart={<FunnelChart steps={steps} />}
        footer={<FunnelConversions steps={steps} />}
        columns={[
          { label: t("charts.step"), value: (step) => stepLabel(step, t) },
          { label: t("charts.people"), value: (step) => format.count(step.count) },
          {
            label: t("charts.conversion"),
            value: (step) => (step.conversion === null ? t("table.none") : format.percent(step.conversion)),
          },
        ]}
        rows={steps}
        rowKey={(step) => step.step}
      />
    </div>
  );
}
