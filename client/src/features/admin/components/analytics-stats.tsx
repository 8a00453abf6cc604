import { useTranslation } from "react-i18next";
import type { AdminStats } from "@shared/schemas/admin-analytics";
import { useAdminFormat } from "../hooks/use-admin-format";

// The platform's stats summary, revenue in dollars, with the competitors'
// posts analysed on /compare, counted apart from the creators' own analyses.

const STATS: Array<{ key: keyof AdminStats; isMoney?: boolean }> = [
  { key: "totalUsers" },
  { key: "todaySignups" },
  { key: "totalRevenue", isMoney: true },
  { key: "todayRevenue", isMoney: true },
  { key: "totalAnalyses" },
  { key: "freeAnalyses" },
  { key: "paidAnalyses" },
  { key: "subscriptions" },
  { key: "competitorAnalyses" },
];

export function AnalyticsStats({ stats }: { stats: AdminStats }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {STATS.map(({ key, isMoney }) => (
        <div key={key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{t(`analytics.stats.${key}`)}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">
            {isMoney ? format.money(stats[key]) : format.count(stats[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
