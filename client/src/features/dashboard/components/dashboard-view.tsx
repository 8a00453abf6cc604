import type { ReactNode } from "react";
import type { PublicUser } from "@shared/schemas/user";
import { Trans, useTranslation } from "react-i18next";
import { useFormat } from "@/i18n/format";
import { dashboardContainerClass } from "../utils/layout";
import { computeStats } from "../utils/stats";
import { PlanCard } from "./plan-card";
import { QuickActions } from "./quick-actions";
import { RecentAnalyses, type AnalysisSummary } from "./recent-analyses";
import { StatCards } from "./stat-cards";

type DashboardViewProps = {
  user: PublicUser;
  /** The user's analyses newest first (GET /api/analyses/{userId}); undefined while loading. */
  analyses: readonly AnalysisSummary[] | undefined;
  isAnalysesError: boolean;
  onRetryAnalyses: () => void;
  /** Shown above everything else, e.g. the verify-your-email reminder. */
  notice?: ReactNode;
};

/** /dashboard for a signed-in user. */
export function DashboardView({ user, analyses, isAnalysesError, onRetryAnalyses, notice }: DashboardViewProps) {
  const { t } = useTranslation("dashboard");
  const format = useFormat();
  const since = format.date(user.createdAt);
  // Competitor analyses are someone else's posts: the stats and the trend are the creator's own. Without the
  // list (loading, or the server failed) there are no figures at all, rather than figures of zero.
  const own = analyses?.filter((analysis) => analysis.kind !== "competitor") ?? null;
  const stats = own ? computeStats(own) : null;
  const isLoading = analyses === undefined && !isAnalysesError;
  return (
    <div className={dashboardContainerClass}>
      {notice}
      <div>
        <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans
            t={t}
            i18nKey="welcome"
            values={{ username: user.username }}
            components={{ name: <span dir="auto" /> }}
          />
        </h1>
        <p className="mt-1 text-slate-600">
          {t("lead")}
          {since ? ` ${t("memberSince", { date: since })}` : ""}
        </p>
      </div>
      <PlanCard user={user} />
      <StatCards
        user={user}
        stats={stats}
        competitorCount={analyses && own ? analyses.length - own.length : 0}
        isLoading={isLoading}
        onRetry={onRetryAnalyses}
      />
      <QuickActions user={user} stats={stats} analyses={own ?? []} />
      <RecentAnalyses analyses={analyses} isError={isAnalysesError} onRetry={onRetryAnalyses} />
    </div>
  );
}
