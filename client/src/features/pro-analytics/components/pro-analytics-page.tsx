import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import {
  DEFAULT_PRO_ANALYTICS_RANGE,
  PRO_ANALYTICS_RANGES,
  type ProAnalytics,
  type ProAnalyticsRange,
} from "@shared/schemas/pro-analytics";
import type { PublicUser } from "@shared/schemas/user";
import { BackLink } from "@/components/layout/back-link";
import { NoAnalysesYet } from "@/components/no-analyses-yet";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useProAnalytics } from "../api/get-pro-analytics";
import { useAnalyticsFormat } from "../utils/use-analytics-format";
import { LockedPreview } from "./locked-preview";
import { ProAnalyticsCharts } from "./pro-analytics-charts-lazy";
import { BestVersusWorst, RecurringRecommendations, RecurringWeaknesses } from "./pro-analytics-report";

// /analytics: the Pro creator's analytics dashboard, or for anyone else an honest locked preview. The range lives in
// the address (?range=30|90|365|all), so a reload or a shared link keeps it.

/** The outcomes feature's Score vs results, passed in by the page: on the creator's own results, and on an example. */
export type ScoreVsResultsSlots = { scoreVsResults: ReactNode; scoreVsResultsExample: ReactNode };

const containerClass = "mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8";

function isRange(value: string | null): value is ProAnalyticsRange {
  return (PRO_ANALYTICS_RANGES as readonly string[]).includes(value ?? "");
}

function RangePicker({ value, onChange }: { value: ProAnalyticsRange; onChange: (range: ProAnalyticsRange) => void }) {
  const format = useAnalyticsFormat();
  return (
    <div
      role="group"
      aria-label={format.t("page.range")}
      className="inline-flex flex-wrap rounded-lg border border-slate-300 bg-white p-0.5"
    >
      {PRO_ANALYTICS_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={value === range}
          onClick={() => onChange(range)}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-semibold",
            value === range ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          {format.range(range)}
        </button>
      ))}
    </div>
  );
}

function Totals({ analytics }: { analytics: ProAnalytics }) {
  const format = useAnalyticsFormat();
  const { t } = format;
  const { totals } = analytics;
  const outOf100 = (score: number | null) =>
    score === null ? "—" : t("page.outOf100", { score: format.number(score) });
  const items = [
    { key: "analyses", label: t("charts.analyses"), value: format.number(totals.analyses) },
    { key: "average", label: t("charts.averageScore"), value: outOf100(totals.averageScore) },
    { key: "best", label: t("page.bestScore"), value: outOf100(totals.bestScore) },
    { key: "worst", label: t("page.worstScore"), value: outOf100(totals.worstScore) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((item) => (
        <div key={item.key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums tracking-tight text-slate-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Dashboard({ analytics, onShowAll }: { analytics: ProAnalytics; onShowAll: () => void }) {
  const format = useAnalyticsFormat();
  const { t } = format;
  if (analytics.totals.analyses === 0) {
    if (analytics.range === "all") return <NoAnalysesYet />;
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
        <p className="text-base font-semibold text-slate-900">
          {t("page.noneInRange", { range: format.range(analytics.range) })}
        </p>
        <p className="mt-1 text-sm text-slate-600">{t("page.longerRange")}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Button variant="secondary" onClick={onShowAll}>
            {t("page.showAll")}
          </Button>
          <Button asChild>
            <Link to={paths.homeSection.href("analyze")}>{t("page.analyzeNew")}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <Totals analytics={analytics} />
      <Suspense
        fallback={
          <p role="status" className="text-slate-600">
            {t("page.loadingCharts")}
          </p>
        }
      >
        <ProAnalyticsCharts analytics={analytics} />
      </Suspense>
      <div className="grid gap-4 lg:grid-cols-2">
        <RecurringWeaknesses analytics={analytics} />
        <RecurringRecommendations analytics={analytics} />
      </div>
      <BestVersusWorst analytics={analytics} />
    </div>
  );
}

function ProDashboard({ scoreVsResults, scoreVsResultsExample }: ScoreVsResultsSlots) {
  const format = useAnalyticsFormat();
  const { t } = format;
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get("range");
  const range = isRange(asked) ? asked : DEFAULT_PRO_ANALYTICS_RANGE;
  const query = useProAnalytics(range, { isEnabled: true });
  const setRange = (next: ProAnalyticsRange) =>
    setSearchParams(next === DEFAULT_PRO_ANALYTICS_RANGE ? {} : { range: next }, { replace: true });

  // The server has the last word on Pro: a 402 (Pro ended since the page loaded) shows the preview.
  if (query.error instanceof ApiError && query.error.status === 402) {
    return <LockedPreview scoreVsResultsExample={scoreVsResultsExample} />;
  }

  let body;
  if (query.data) {
    body = (
      <div aria-busy={query.isPlaceholderData || undefined}>
        <Dashboard analytics={query.data} onShowAll={() => setRange("all")} />
      </div>
    );
  } else if (query.error) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">{t("page.loadFailed")}</p>
        <p className="mt-1 text-sm">
          {query.error instanceof ApiError ? query.error.serverMessage : t("page.checkConnection")}
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => void query.refetch()}>
          {t("page.tryAgain")}
        </Button>
      </div>
    );
  } else {
    body = (
      <p role="status" className="text-slate-600">
        {t("page.loading")}
      </p>
    );
  }

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{format.rangeSentence(range)}</p>
        <RangePicker value={range} onChange={setRange} />
      </div>
      {body}
      {scoreVsResults}
    </>
  );
}

export function ProAnalyticsPage({
  user,
  scoreVsResults,
  scoreVsResultsExample,
}: { user: PublicUser } & ScoreVsResultsSlots) {
  const { t } = useTranslation("proAnalytics");
  return (
    <div className={containerClass}>
      <div className="space-y-2">
        <BackLink to={paths.dashboard.href()} label={t("page.back")} />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("page.title")}</h1>
        <p className="text-slate-600">{t("page.lead")}</p>
      </div>
      {user.isPremium ? (
        <ProDashboard scoreVsResults={scoreVsResults} scoreVsResultsExample={scoreVsResultsExample} />
      ) : (
        <LockedPreview scoreVsResultsExample={scoreVsResultsExample} />
      )}
    </div>
  );
}
