import { formatCents } from "@shared/billing";
import type { AdminStats } from "@shared/schemas/admin-analytics";

// The platform's stats summary, revenue in dollars, with the competitors'
// posts analysed on /compare, counted apart from the creators' own analyses.

const count = new Intl.NumberFormat("en-US");

const STATS: Array<{ key: keyof AdminStats; label: string; isMoney?: boolean }> = [
  { key: "totalUsers", label: "Total users" },
  { key: "todaySignups", label: "Sign-ups today" },
  { key: "totalRevenue", label: "Total revenue", isMoney: true },
  { key: "todayRevenue", label: "Revenue today", isMoney: true },
  { key: "totalAnalyses", label: "Total analyses" },
  { key: "freeAnalyses", label: "Free analyses" },
  { key: "paidAnalyses", label: "Paid analyses" },
  { key: "subscriptions", label: "Active subscriptions" },
  { key: "competitorAnalyses", label: "Competitor analyses" },
];

export function AnalyticsStats({ stats }: { stats: AdminStats }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {STATS.map(({ key, label, isMoney }) => (
        <div key={key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">
            {isMoney ? formatCents(stats[key]) : count.format(stats[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
