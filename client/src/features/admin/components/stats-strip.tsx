import type { ReactNode } from "react";
import { formatCents } from "@shared/billing";
import { useAdminStats } from "../hooks/use-admin-stats";
import { serverMessageOf } from "../utils/errors";

const count = new Intl.NumberFormat("en-US");

/** The platform at a glance (GET /api/admin/stats): amounts are cents from the server, shown in dollars. */
export function StatsStrip() {
  const { data: stats, error, isLoading } = useAdminStats();
  if (error && !stats) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        Could not load the platform stats. {serverMessageOf(error)}
      </p>
    );
  }
  const value = (text: string | undefined) => (stats ? text : isLoading ? "…" : "-");
  return (
    <section aria-label="Platform stats">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Stat label="Total users" value={value(stats && count.format(stats.totalUsers))} />
        <Stat label="Signups today" value={value(stats && count.format(stats.todaySignups))} />
        <Stat label="Revenue" value={value(stats && formatCents(stats.totalRevenue))} />
        <Stat label="Revenue today" value={value(stats && formatCents(stats.todayRevenue))} />
        <Stat
          label="Analyses (free/paid)"
          value={value(stats && count.format(stats.totalAnalyses))}
          detail={
            stats ? (
              <>
                {count.format(stats.freeAnalyses)} free / {count.format(stats.paidAnalyses)} paid
                {/* Competitors' posts analysed on /compare are not the creators' own: never in the figure above. */}
                <span className="block truncate">+ {count.format(stats.competitorAnalyses)} of competitors</span>
              </>
            ) : null
          }
        />
        <Stat label="Pro subscriptions" value={value(stats && count.format(stats.subscriptions))} />
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
