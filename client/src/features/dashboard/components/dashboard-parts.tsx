import { NoAnalysesYet } from "@/components/no-analyses-yet";
import { useState, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { RECENT_ANALYSES_SHOWN } from "@shared/constants";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { formatDate } from "../utils/format-date";
import { planSummary, type DashboardStats } from "../utils/plan";
import { bandClasses, scoreTrend, type Trend } from "../utils/stats";

/** What the dashboard needs to know of an analysis. */
export type AnalysisSummary = {
  id: number;
  fileName: string;
  viralScore: number;
  viralPotential: string;
  mediaType: "video" | "image";
  createdAt: string;
};

export function Icon({ path, className }: { path: string; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={cn("h-5 w-5", className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

const icons = {
  chart: "M4 19V5m0 14h16M8 15v-4m4 4V8m4 7v-6",
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9L12 3z",
  trophy: "M8 21h8m-4-4v4M7 4h10v5a5 5 0 0 1-10 0V4zm0 2H4v1a3 3 0 0 0 3 3m10-4h3v1a3 3 0 0 1-3 3",
  card: "M3 7h18v10H3zM3 10h18",
  upload: "M12 16V4m0 0l-4 4m4-4l4 4M4 16v3h16v-3",
  bolt: "M13 2L4 14h7l-1 8 9-12h-7l1-8z",
  trend: "M3 17l6-6 4 4 8-8m0 0h-5m5 0v5",
  video: "M4 6h11v12H4zM15 10l5-3v10l-5-3",
  image: "M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01",
} as const;

export function PlanCard({ user }: { user: PublicUser }) {
  const plan = planSummary(user);
  const used = Math.min(user.freeTrialsUsed, user.freeTrialLimit);
  const periodEnd = formatDate(user.currentPeriodEnd);
  return (
    <section
      aria-labelledby="plan-card-title"
      className={cn(
        "flex flex-col gap-5 rounded-2xl p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between",
        plan.kind === "premium"
          ? "bg-gradient-to-br from-brand-600 to-brand-900 text-white"
          : "border border-slate-200 bg-white",
      )}
    >
      <div className="min-w-0">
        <p className={cn("text-sm font-medium", plan.kind === "premium" ? "text-brand-100" : "text-slate-500")}>
          Current plan
        </p>
        <h2 id="plan-card-title" className="mt-1 flex items-center gap-2 text-2xl font-bold tracking-tight">
          {plan.name}
          {plan.kind === "premium" ? (
            <span className="rounded-full bg-white/20 px-2 py-0.5 text-xs font-bold tracking-wide">PRO</span>
          ) : null}
        </h2>
        <p className={cn("mt-1", plan.kind === "premium" ? "text-brand-100" : "text-slate-600")}>{plan.detail}</p>
        {plan.kind === "premium" && periodEnd ? (
          <p className="mt-2 text-sm text-brand-100">
            {user.cancelAtPeriodEnd ? `Ends on ${periodEnd}` : `Renews on ${periodEnd}`}
          </p>
        ) : null}
        {plan.kind !== "premium" ? (
          <div className="mt-4 max-w-xs">
            <div className="flex justify-between text-xs font-medium text-slate-600">
              <span>Free analyses used</span>
              <span>
                {used}/{user.freeTrialLimit}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label="Free analyses used"
              aria-valuemin={0}
              aria-valuemax={user.freeTrialLimit}
              aria-valuenow={used}
              className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full rounded-full bg-brand-600"
                style={{ width: `${(used / Math.max(1, user.freeTrialLimit)) * 100}%` }}
              />
            </div>
          </div>
        ) : null}
      </div>
      {plan.kind === "premium" ? (
        <Button asChild variant="secondary" className="border-transparent">
          <Link to={paths.profile.href()}>Manage subscription</Link>
        </Button>
      ) : (
        <Button asChild variant="secondary">
          <Link to={paths.homeSection.href("pricing")}>Compare plans</Link>
        </Button>
      )}
    </section>
  );
}

function StatCard({
  label,
  value,
  icon,
  hint,
  isLoading,
}: {
  label: string;
  value: ReactNode;
  icon: keyof typeof icons;
  hint: string;
  isLoading?: boolean;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      {/* The <dt> is the row itself: a <dl> may hold only dt/dd (one <div> per group), not nested wrappers. */}
      <dt className="flex items-center justify-between gap-3 text-sm font-medium text-slate-600">
        <span>{label}</span>
        <span className="grid h-9 w-9 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Icon path={icons[icon]} />
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

export function StatCards({ user, stats, isLoading }: { user: PublicUser; stats: DashboardStats; isLoading: boolean }) {
  const plan = planSummary(user);
  const planHint =
    plan.kind === "free-trial"
      ? `${Math.min(user.freeTrialsUsed, user.freeTrialLimit)} of ${user.freeTrialLimit} used`
      : plan.kind === "pay-per-use"
        ? "$1 per analysis"
        : "Unlimited analyses";
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Your statistics
      </h2>
      <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Analyses"
          value={stats.totalAnalyses}
          icon="chart"
          hint="All time"
          isLoading={isLoading}
        />
        <StatCard
          label="Average Viral Score"
          value={stats.averageScore ?? "—"}
          icon="star"
          hint="Out of 100"
          isLoading={isLoading}
        />
        <StatCard
          label="Best Score"
          value={stats.bestScore ?? "—"}
          icon="trophy"
          hint="Your top result"
          isLoading={isLoading}
        />
        <StatCard label="Current Plan" value={plan.name} icon="card" hint={planHint} />
      </dl>
    </section>
  );
}

function ActionTile({
  icon,
  title,
  text,
  tone = "default",
}: {
  icon: keyof typeof icons;
  title: string;
  text: string;
  tone?: "default" | "premium";
}) {
  return (
    <>
      <span
        className={cn(
          "grid h-10 w-10 shrink-0 place-items-center rounded-xl",
          tone === "premium" ? "bg-amber-100 text-amber-700" : "bg-brand-50 text-brand-700",
        )}
      >
        <Icon path={icons[icon]} />
      </span>
      <span className="min-w-0">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="mt-0.5 block text-sm text-slate-600">{text}</span>
      </span>
    </>
  );
}

const tileClass =
  "flex w-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-left shadow-sm transition-colors";
const interactiveTileClass = "hover:border-brand-200 hover:bg-brand-50/40";

const trendText: Record<Trend, string> = {
  improving: "Improving: your newest score beats the one before it.",
  declining: "Declining: your newest score is not above the one before it.",
  stable: "Stable: analyse at least two posts to see a trend.",
};

function AnalyticsDialog({
  isOpen,
  onOpenChange,
  stats,
  trend,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  stats: DashboardStats;
  trend: Trend;
}) {
  const rows = [
    { label: "Total analyses", value: String(stats.totalAnalyses) },
    { label: "Average score", value: stats.averageScore === null ? "—" : `${stats.averageScore}/100` },
    { label: "Best score", value: stats.bestScore === null ? "—" : `${stats.bestScore}/100` },
    { label: "Trend", value: trend.charAt(0).toUpperCase() + trend.slice(1) },
  ];
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent title="Analytics Summary" description="Your viral scores at a glance.">
        <dl className="grid grid-cols-2 gap-3">
          {rows.map((row) => (
            <div key={row.label} className="rounded-xl bg-slate-50 p-4">
              <dt className="text-sm text-slate-600">{row.label}</dt>
              <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm text-slate-700">{trendText[trend]}</p>
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

export function QuickActions({
  user,
  stats,
  analyses,
}: {
  user: PublicUser;
  stats: DashboardStats;
  analyses: readonly AnalysisSummary[];
}) {
  const [isAnalyticsOpen, setIsAnalyticsOpen] = useState(false);

  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
        Quick Actions
      </h2>
      <ul className="mt-3 grid gap-4 md:grid-cols-3">
        <li>
          <Link to={paths.homeSection.href("analyze")} className={cn(tileClass, interactiveTileClass)}>
            <ActionTile icon="upload" title="Analyze New Content" text="Upload a video or image for a viral score." />
          </Link>
        </li>
        <li>
          {user.isPremium ? (
            <div className={tileClass}>
              <ActionTile icon="bolt" title="Premium Active" text="Unlimited analyses are on. Enjoy!" tone="premium" />
            </div>
          ) : (
            <Link to={paths.subscribe.href()} className={cn(tileClass, interactiveTileClass)}>
              <ActionTile icon="bolt" title="Upgrade to Pro" text="Unlimited analyses for $10/month." />
            </Link>
          )}
        </li>
        <li>
          <button
            type="button"
            onClick={() => setIsAnalyticsOpen(true)}
            className={cn(tileClass, interactiveTileClass)}
          >
            <ActionTile icon="trend" title="View Analytics" text="Your scores and trend at a glance." />
          </button>
        </li>
      </ul>
      <AnalyticsDialog
        isOpen={isAnalyticsOpen}
        onOpenChange={setIsAnalyticsOpen}
        stats={stats}
        trend={scoreTrend(analyses)}
      />
    </section>
  );
}

const recentDateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

function RecentRow({ analysis }: { analysis: AnalysisSummary }) {
  const { band, className } = bandClasses(analysis.viralScore);
  const date = new Date(analysis.createdAt);
  return (
    <li>
      <Link
        to={paths.analysis.href(analysis.id)}
        className="flex min-h-[4.5rem] items-center gap-4 px-4 py-3 hover:bg-slate-50 sm:px-5"
      >
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Icon path={analysis.mediaType === "image" ? icons.image : icons.video} />
        </span>
        <span className="min-w-0 flex-1">
          <span dir="auto" className="block truncate font-semibold text-slate-900">
            {analysis.fileName}
          </span>
          <span className="block text-sm text-slate-600">
            {Number.isNaN(date.getTime()) ? (
              ""
            ) : (
              <time dateTime={analysis.createdAt}>{recentDateFormat.format(date)}</time>
            )}
            <span className="hidden sm:inline"> · {analysis.viralPotential} potential</span>
          </span>
        </span>
        <span
          className={cn(
            "inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-sm font-semibold ring-1 ring-inset",
            className,
          )}
        >
          <span className="tabular-nums">{analysis.viralScore}</span>
          <span className="sr-only"> out of 100,</span>
          <span aria-hidden="true">·</span>
          <span className="font-medium">{band}</span>
        </span>
      </Link>
    </li>
  );
}

type RecentAnalysesProps = {
  /** Newest first; undefined while loading. */
  analyses: readonly AnalysisSummary[] | undefined;
  isError: boolean;
  onRetry: () => void;
};

export function RecentAnalyses({ analyses, isError, onRetry }: RecentAnalysesProps) {
  const total = analyses?.length ?? 0;
  const recent = analyses?.slice(0, RECENT_ANALYSES_SHOWN) ?? [];

  let body: ReactNode;
  if (isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">Your analyses could not be loaded.</p>
        <p className="mt-1 text-sm">Check your connection and try again.</p>
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  } else if (!analyses) {
    body = (
      <div aria-hidden="true" className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        {[0, 1, 2].map((key) => (
          <div key={key} className="flex h-[4.5rem] items-center gap-4 px-5">
            <div className="h-10 w-10 animate-pulse rounded-lg bg-slate-200/70" />
            <div className="h-4 flex-1 animate-pulse rounded bg-slate-200/70" />
            <div className="h-7 w-24 animate-pulse rounded-full bg-slate-200/70" />
          </div>
        ))}
      </div>
    );
  } else if (total === 0) {
    body = <NoAnalysesYet />;
  } else {
    body = (
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <ul className="divide-y divide-slate-100">
          {recent.map((analysis) => (
            <RecentRow key={analysis.id} analysis={analysis} />
          ))}
        </ul>
        {total > RECENT_ANALYSES_SHOWN ? (
          <div className="border-t border-slate-100 bg-slate-50/60 p-3 text-center">
            <Button asChild variant="ghost" size="sm" className="text-brand-700">
              <Link to={paths.analyses.href()}>View All {total} Analyses</Link>
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby="recent-analyses-title">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="recent-analyses-title" className="text-lg font-semibold text-slate-900">
          Recent Analyses
        </h2>
        {total > 0 && total <= RECENT_ANALYSES_SHOWN ? (
          <Link to={paths.analyses.href()} className="rounded text-sm font-medium text-brand-700 hover:underline">
            Manage analyses
          </Link>
        ) : null}
      </div>
      <div className="mt-3">{body}</div>
    </section>
  );
}
