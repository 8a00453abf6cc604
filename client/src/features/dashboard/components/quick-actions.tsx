import { CalendarDays, Columns2, TrendingUp, Upload, Zap, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { scoreTrend, type DashboardStats, type Trend } from "../utils/stats";
import type { AnalysisSummary } from "./recent-analyses";

function ActionTile({
  icon: TileIcon,
  title,
  text,
  tone = "default",
}: {
  icon: LucideIcon;
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
        <TileIcon className="h-5 w-5 shrink-0" />
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
  isPremium,
}: {
  isOpen: boolean;
  isPremium: boolean;
  onOpenChange: (isOpen: boolean) => void;
  stats: DashboardStats | null;
  trend: Trend;
}) {
  const rows = stats && [
    { label: "Total analyses", value: String(stats.totalAnalyses) },
    { label: "Average score", value: stats.averageScore === null ? "—" : `${stats.averageScore}/100` },
    { label: "Best score", value: stats.bestScore === null ? "—" : `${stats.bestScore}/100` },
    { label: "Trend", value: trend.charAt(0).toUpperCase() + trend.slice(1) },
  ];
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent title="Analytics Summary" description="Your viral scores at a glance.">
        {rows ? (
          <>
            <dl className="grid grid-cols-2 gap-3">
              {rows.map((row) => (
                <div key={row.label} className="rounded-xl bg-slate-50 p-4">
                  <dt className="text-sm text-slate-600">{row.label}</dt>
                  <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{row.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-slate-700">{trendText[trend]}</p>
          </>
        ) : (
          <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
            Your figures are not loaded yet. Close this and use Try again on the dashboard if they do not appear.
          </p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Close</Button>
          </DialogClose>
          {/* The full analytics page: Pro's, or its locked preview for everyone else. */}
          <Button asChild>
            <Link to={paths.analytics.href()}>{isPremium ? "Open Analytics Dashboard" : "See Pro Analytics"}</Link>
          </Button>
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
  stats: DashboardStats | null;
  analyses: readonly AnalysisSummary[];
}) {
  const [isAnalyticsOpen, setIsAnalyticsOpen] = useState(false);

  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
        Quick Actions
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <Link to={paths.homeSection.href("analyze")} className={cn(tileClass, interactiveTileClass)}>
            <ActionTile icon={Upload} title="Analyze New Content" text="Upload a video or image for a viral score." />
          </Link>
        </li>
        <li>
          {user.isPremium ? (
            <div className={tileClass}>
              <ActionTile icon={Zap} title="Premium Active" text="Unlimited analyses are on. Enjoy!" tone="premium" />
            </div>
          ) : (
            <Link to={paths.subscribe.href()} className={cn(tileClass, interactiveTileClass)}>
              <ActionTile icon={Zap} title="Upgrade to Pro" text="Unlimited analyses for $10/month." />
            </Link>
          )}
        </li>
        <li>
          <button
            type="button"
            onClick={() => setIsAnalyticsOpen(true)}
            className={cn(tileClass, interactiveTileClass)}
          >
            <ActionTile icon={TrendingUp} title="View Analytics" text="Your scores and trend at a glance." />
          </button>
        </li>
        <li>
          {/* The content planner: Pro's, or its locked preview for everyone else. */}
          <Link to={paths.plan.href()} className={cn(tileClass, interactiveTileClass)}>
            <ActionTile
              icon={CalendarDays}
              title="Plan Content"
              text={
                user.isPremium
                  ? "Your post calendar, caption scores and best times."
                  : "Pro: a post calendar with caption scores."
              }
              tone={user.isPremium ? "default" : "premium"}
            />
          </Link>
        </li>
        <li>
          {/* Competitor comparison: Pro's, or its locked preview for everyone else. */}
          <Link to={paths.compare.href()} className={cn(tileClass, interactiveTileClass)}>
            <ActionTile
              icon={Columns2}
              title="Compare with a Competitor"
              text={user.isPremium ? "Your post next to theirs, signal by signal." : "A Pro tool: see what it shows."}
              tone={user.isPremium ? "default" : "premium"}
            />
          </Link>
        </li>
      </ul>
      <AnalyticsDialog
        isOpen={isAnalyticsOpen}
        onOpenChange={setIsAnalyticsOpen}
        stats={stats}
        trend={scoreTrend(analyses)}
        isPremium={user.isPremium}
      />
    </section>
  );
}
