import { ChartColumn, CreditCard, Star, Trophy, type LucideIcon } from "lucide-react";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import type { DashboardStats } from "../utils/stats";
import { useFormat } from "@/i18n/format";
import { useMoney } from "@/i18n/money";
import { planText } from "../utils/plan-text";

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
  const { t } = useTranslation("dashboard");
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
            <span className="sr-only">{t("stats.loading")}</span>
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
export function totalHint(competitorCount: number, t: TFunction<"dashboard">): string {
  if (competitorCount === 0) return t("stats.allTime");
  return t("stats.allTimeCompetitors", { count: competitorCount });
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
  const { t } = useTranslation("dashboard");
  const format = useFormat();
  const plan = planText(user, t, useMoney());
  const planHint =
    plan.kind === "free-trial"
      ? t("stats.usedOf", { used: Math.min(user.freeTrialsUsed, user.freeTrialLimit), limit: user.freeTrialLimit })
      : plan.kind === "pay-per-use"
        ? user.analysisCredits > 0
          ? t("stats.paidReady", { count: user.analysisCredits })
          : plan.detail
        : t("stats.unlimited");
  const notLoaded = t("stats.notLoaded");
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        {t("stats.title")}
      </h2>
      {stats === null && !isLoading ? <FiguresNotLoaded onRetry={onRetry} /> : null}
      <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={t("stats.total")}
          value={stats ? format.number(stats.totalAnalyses) : NOT_LOADED}
          icon={ChartColumn}
          hint={stats || isLoading ? totalHint(competitorCount, t) : notLoaded}
          isLoading={isLoading}
        />
        <StatCard
          label={t("stats.average")}
          value={stats?.averageScore == null ? "—" : format.number(stats.averageScore)}
          icon={Star}
          hint={stats || isLoading ? t("stats.outOf100") : notLoaded}
          isLoading={isLoading}
        />
        <StatCard
          label={t("stats.best")}
          value={stats?.bestScore == null ? "—" : format.number(stats.bestScore)}
          icon={Trophy}
          hint={stats || isLoading ? t("stats.top") : notLoaded}
          isLoading={isLoading}
        />
        <StatCard label={t("stats.plan")} value={plan.name} icon={CreditCard} hint={planHint} />
      </dl>
    </section>
  );
}

function FiguresNotLoaded({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation("dashboard");
  return (
    <div
      role="alert"
      className="mb-4 flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-semibold">{t("stats.loadFailed")}</p>
        <p className="mt-1 text-sm">{t("stats.loadFailedDescription")}</p>
      </div>
      {onRetry ? (
        <Button variant="secondary" className="shrink-0" onClick={onRetry}>
          {t("tryAgain")}
        </Button>
      ) : null}
    </div>
  );
}
