import { Component, lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ANALYTICS_RANGES } from "@shared/schemas/admin-analytics";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useAdminAnalytics } from "../hooks/use-admin-analytics";
import { AnalyticsStats } from "../components/analytics-stats";
import { PlatformResultsSection } from "../components/platform-results";
import { useAdminStats } from "../hooks/use-admin-stats";
import { serverMessageOf } from "../utils/errors";

// The Analytics tab: the stats summary, then charts over 7, 30 or 90 days. The charts (and recharts with them) load
// only when this tab is shown.

const AnalyticsCharts = lazy(() =>
  import("../components/analytics-charts").then((module) => ({ default: module.AnalyticsCharts })),
);

type Range = (typeof ANALYTICS_RANGES)[number];

function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation("admin");
  return (
    <div role="alert" className="space-y-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm">
      <p className="font-semibold text-red-800">{t("analytics.loadError", { what })}</p>
      {serverMessageOf(error) ? <p className="text-slate-700">{serverMessageOf(error)}</p> : null}
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t("analytics.retry")}
      </Button>
    </div>
  );
}

/** A failed download of the charts' code leaves the stats usable instead of breaking the whole page. */
class ChartsBoundary extends Component<{ children: ReactNode; failedText: string }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        {this.props.failedText}
      </p>
    );
  }
}

function RangePicker({ value, onChange }: { value: Range; onChange: (range: Range) => void }) {
  const { t } = useTranslation("admin");
  return (
    <div
      role="group"
      aria-label={t("analytics.range")}
      className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5"
    >
      {ANALYTICS_RANGES.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={value === days}
          onClick={() => onChange(days)}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-semibold",
            value === days ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          {t("analytics.days", { count: days })}
        </button>
      ))}
    </div>
  );
}

export function AnalyticsTab() {
  const { t } = useTranslation("admin");
  const [days, setDays] = useState<Range>(30);
  const stats = useAdminStats();
  const analytics = useAdminAnalytics(days);

  return (
    <div className="space-y-8">
      <section aria-labelledby="analytics-stats-heading" className="space-y-4">
        <h2 id="analytics-stats-heading" className="text-lg font-bold text-slate-900">
          {t("analytics.heading")}
        </h2>
        {stats.data ? (
          <AnalyticsStats stats={stats.data} />
        ) : stats.error ? (
          <LoadError what={t("analytics.theStats")} error={stats.error} onRetry={() => void stats.refetch()} />
        ) : (
          <p role="status" className="text-slate-600">
            {t("analytics.loadingStats")}
          </p>
        )}
      </section>

      <section aria-labelledby="analytics-charts-heading" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="analytics-charts-heading" className="text-lg font-bold text-slate-900">
            {t("analytics.trends")}
          </h2>
          <RangePicker value={days} onChange={setDays} />
        </div>
        {analytics.data ? (
          <div aria-busy={analytics.isPlaceholderData || undefined}>
            <ChartsBoundary failedText={t("analytics.chartsFailed")}>
              <Suspense
                fallback={
                  <p role="status" className="text-slate-600">
                    {t("analytics.loadingCharts")}
                  </p>
                }
              >
                <AnalyticsCharts analytics={analytics.data} />
              </Suspense>
            </ChartsBoundary>
          </div>
        ) : analytics.error ? (
          <LoadError what={t("analytics.theCharts")} error={analytics.error} onRetry={() => void analytics.refetch()} />
        ) : (
          <p role="status" className="text-slate-600">
            {t("analytics.loadingCharts")}
          </p>
        )}
      </section>

      <PlatformResultsSection />
    </div>
  );
}
