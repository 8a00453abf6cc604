import type { ReactNode } from "react";
import type { PublicUser } from "@shared/schemas/user";
import { formatDate } from "../utils/format-date";
import { dashboardContainerClass } from "../utils/layout";
import type { DashboardStats } from "../utils/plan";
import { PlanCard, QuickActions, RecentAnalyses, StatCards } from "./dashboard-parts";

// GET /api/analyses/{userId} does not exist yet: issue 3 (analysis) wires the stats and the recent list.
// Until then the dashboard shows the honest empty state instead of calling an endpoint that would 404.
const NO_ANALYSES_YET: DashboardStats = { totalAnalyses: 0, averageScore: null, bestScore: null };

type DashboardViewProps = {
  user: PublicUser;
  /** Shown above everything else, e.g. the verify-your-email reminder. */
  notice?: ReactNode;
};

/** /dashboard for a signed-in user (spec customer-app §2). */
export function DashboardView({ user, notice }: DashboardViewProps) {
  const since = formatDate(user.createdAt);
  const stats = NO_ANALYSES_YET;
  return (
    <div className={dashboardContainerClass}>
      {notice}
      <div>
        <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Welcome back, <span dir="auto">{user.username}</span>!
        </h1>
        <p className="mt-1 text-slate-600">
          Here is how your content is doing.{since ? ` Member since ${since}.` : ""}
        </p>
      </div>
      <PlanCard user={user} />
      <StatCards user={user} stats={stats} />
      <QuickActions user={user} stats={stats} />
      <RecentAnalyses />
    </div>
  );
}
