import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { formatDate } from "../utils/format-date";
import { planSummary, type DashboardStats } from "../utils/plan";

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
}: {
  label: string;
  value: ReactNode;
  icon: keyof typeof icons;
  hint: string;
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
      <dd className="mt-3 truncate text-3xl font-bold tracking-tight text-slate-900">{value}</dd>
      <dd className="mt-1 text-xs text-slate-500">{hint}</dd>
    </div>
  );
}

export function StatCards({ user, stats }: { user: PublicUser; stats: DashboardStats }) {
  const plan = planSummary(user);
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Your statistics
      </h2>
      <dl className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Analyses" value={stats.totalAnalyses} icon="chart" hint="All time" />
        <StatCard label="Average Viral Score" value={stats.averageScore ?? "—"} icon="star" hint="Out of 100" />
        <StatCard label="Best Score" value={stats.bestScore ?? "—"} icon="trophy" hint="Your top result" />
        <StatCard label="Current Plan" value={plan.shortName} icon="card" hint={plan.detail} />
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

export function QuickActions({ user, stats }: { user: PublicUser; stats: DashboardStats }) {
  function handleViewAnalytics() {
    // Spec: newest vs second-newest score gives the trend; with fewer than 2 analyses it is stable.
    const trend = "stable";
    toast({
      title: "Analytics Summary",
      description: `Total analyses: ${stats.totalAnalyses} · Average score: ${stats.averageScore ?? "—"} · Best score: ${stats.bestScore ?? "—"} · Trend: ${trend}`,
    });
  }

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
          <button type="button" onClick={handleViewAnalytics} className={cn(tileClass, interactiveTileClass)}>
            <ActionTile icon="trend" title="View Analytics" text="Your scores and trend at a glance." />
          </button>
        </li>
      </ul>
    </section>
  );
}

export function RecentAnalyses() {
  return (
    <section aria-labelledby="recent-analyses-title">
      <h2 id="recent-analyses-title" className="text-lg font-semibold text-slate-900">
        Recent Analyses
      </h2>
      <div className="mt-3 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <span className="grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Icon path={icons.video} className="h-6 w-6" />
        </span>
        <p className="mt-4 text-base font-semibold text-slate-900">No analyses yet</p>
        <p className="mt-1 max-w-sm text-sm text-slate-600">
          Upload a short video or image and get your viral score with clear, measured recommendations.
        </p>
        <Button asChild className="mt-5">
          <Link to={paths.homeSection.href("analyze")}>Analyze Your First Video</Link>
        </Button>
      </div>
    </section>
  );
}
