import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAdminFormat } from "../hooks/use-admin-format";
import { useAdminStats } from "../hooks/use-admin-stats";
import { serverMessageOf } from "../utils/errors";

/** The platform at a glance (GET /api/admin/stats): amounts are cents from the server, shown in dollars. */
export function StatsStrip() {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const { data: stats, error, isLoading } = useAdminStats();
  if (error && !stats) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {t("stats.loadError")} {serverMessageOf(error)}
      </p>
    );
  }
  const value = (text: string | undefined) => (stats ? text : isLoading ? "…" : "-");
  return (
    <section aria-label={t("stats.label")}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Stat label={t("stats.totalUsers")} value={value(stats && format.count(stats.totalUsers))} />
        <Stat label={t("stats.signupsToday")} value={value(stats && format.count(stats.todaySignups))} />
        <Stat label={t("stats.revenue")} value={value(stats && format.money(stats.totalRevenue))} />
        <Stat label={t("stats.revenueToday")} value={value(stats && format.money(stats.todayRevenue))} />
        <Stat
          label={t("stats.analyses")}
          value={value(stats && format.count(stats.totalAnalyses))}
          detail={
            stats ? (
              <>
                {t("stats.freePaid", { free: stats.freeAnalyses, paid: stats.paidAnalyses })}
                {/* Competitors' posts analysed on /compare are not the creators' own: never in the figure above. */}
                <span className="block truncate">{t("stats.competitors", { count: stats.competitorAnalyses })}</span>
              </>
            ) : null
          }
        />
        <Stat label={t("stats.subscriptions")} value={value(stats && format.count(stats.subscriptions))} />
      </dl>
    </section>
  );
}

function Stat({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 truncate text-xl font-bold text-slate-900 sm:text-2xl">{value}</dd>
      {detail ? <dd className="truncate text-xs text-slate-600">{detail}</dd> : null}
    </div>
  );
}
