import { ChartColumn, CreditCard, Star, Trophy, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { planSummary } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import type { DashboardStats } from "../utils/stats";
import { paidAnalysesLabel } from "./plan-card";

function StatCard({
  label,
  value,
  icon: StatIcon,
  hint,
  isLoading,
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  hint: string;
  isLoading?: boolean;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      {/* The <dt> is the row itself: a <dl> may hold only dt/dd (one <div> per group), not nested wrappers. */}
      <dt className="flex items-center justify-between gap-3 text-sm font-medium text-slate-600">
        <span>{label}</span>
        <span className="grid h-9 w-9 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <StatIcon className="h-5 w-5 shrink-0" />
        </span>
      </dt>
      <dd className="mt-3 truncate text-3xl font-bold tracking-tight text-slate-900">
        {isLoading ? (
          <>
            <span
              aria-hidden="true"
              className="inline-block h-9 w-16 animate-pulse rounded-md bg-slate-200/70 align-middle"
            />
            <span className="sr-only">Loading</span>
          </>
        ) : (
          value
        )}
      </dd>
      <dd className="mt-1 text-xs text-slate-500">{hint}</dd>
    </div>
  );
}

/** "All time", and the competitors' posts analysed, which the total leaves out. */
export function totalHint(competitorCount: number): string {
  if (competitorCount === 0) return "All time";
  return `All time; ${competitorCount} competitor ${competitorCount === 1 ? "analysis" : "analyses"} not counted`;
}

type StatCardsProps = {
  user: PublicUser;
  /** The figures of the creator's own analyses; null while loading or when they could not be loaded. */
  stats: DashboardStats | null;
  /** Competitors' posts analysed on /compare. */
  competitorCount: number;
  isLoading: boolean;
  /** The analyses could not be loaded: say so and offer a retry, never figures of zero. */
  onRetry?: () => void;
};

const NOT_LOADED = "—";

export function StatCards({ user, stats, competitorCount, isLoading, onRetry }: StatCardsProps) {
  const plan = planSummary(user);
  const planHint =
    plan.kind === "free-trial"
      ? `${Math.min(user.freeTrialsUsed, user.freeTrialLimit)} of ${user.freeTrialLimit} used`
      : plan.kind === "pay-per-use"
        ? user.analysisCredits > 0
          ? paidAnalysesLabel(user.analysisCredits)
          : plan.detail
        : "Unlimited analyses";
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Your statistics
      </h2>
      {stats === null && !isLoading ? <FiguresNotLoaded onRetry={onRetry} /> : null}
      <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Analyses"
          value={stats ? stats.totalAnalyses : NOT_LOADED}
          icon={ChartColumn}
          hint={stats || isLoading ? totalHint(competitorCount) : "Not loaded"}
          isLoading={isLoading}
        />
        <StatCard
          label="Average Viral Score"
          value={stats?.averageScore ?? "—"}
          icon={Star}
          hint={stats || isLoading ? "Out of 100" : "Not loaded"}
          isLoading={isLoading}
        />
        <StatCard
          label="Best Score"
          value={stats?.bestScore ?? "—"}
          icon={Trophy}
          hint={stats || isLoading ? "Your top result" : "Not loaded"}
          isLoading={isLoading}
        />
        <StatCard label="Current Plan" value={plan.name} icon={CreditCard} hint={planHint} />
      </dl>
    </section>
  );
}

function FiguresNotLoaded({ onRetry }: { onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="mb-4 flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-semibold">Your figures could not be loaded.</p>
        <p className="mt-1 text-sm">
          Your analyses are safe; the server did not answer. Check your connection and try again.
        </p>
      </div>
      {onRetry ? (
        <Button variant="secondary" className="shrink-0" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </div>
  );
}
