import { CalendarDays, Columns2, TrendingUp, Upload, Zap, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { useFormat } from "@/i18n/format";
import { useMoney } from "@/i18n/money";
import { cn } from "@/lib/cn";
import { PRICES } from "@shared/billing";
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
  "flex w-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-start shadow-sm transition-colors";
const interactiveTileClass = "hover:border-brand-200 hover:bg-brand-50/40";

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
  const { t } = useTranslation("dashboard");
  const format = useFormat();
  const outOf100 = (score: number | null) => (score === null ? "—" : t("outOf100", { score }));
  const rows = stats && [
    { key: "total", label: t("summary.total"), value: format.number(stats.totalAnalyses) },
    { key: "average", label: t("summary.average"), value: outOf100(stats.averageScore) },
    { key: "best", label: t("summary.best"), value: outOf100(stats.bestScore) },
    { key: "trend", label: t("summary.trend"), value: t(`trend.${trend}`) },
  ];
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent title={t("summary.title")} description={t("summary.description")}>
        {rows ? (
          <>
            <dl className="grid grid-cols-2 gap-3">
              {rows.map((row) => (
                <div key={row.key} className="rounded-xl bg-slate-50 p-4">
                  <dt className="text-sm text-slate-600">{row.label}</dt>
                  <dd className="mt-1 text-2xl font-bold tracking-tight text-slate-900">{row.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-slate-700">{t(`trend.${trend}Text`)}</p>
          </>
        ) : (
          <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700">{t("summary.notLoaded")}</p>
        )}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t("close")}</Button>
          </DialogClose>
          {/* The full analytics page: Pro's, or its locked preview for everyone else. */}
          <Button asChild>
            <Link to={paths.analytics.href()}>{isPremium ? t("summary.open") : t("summary.seePro")}</Link>
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
  const { t } = useTranslation("dashboard");
  const money = useMoney();
  const [isAnalyticsOpen, setIsAnalyticsOpen] = useState(false);

  return (
    <section aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
        {t("actions.title")}
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <Link to={paths.homeSection.href("analyze")} className={cn(tileClass, interactiveTileClass)}>
            <ActionTile icon={Upload} title={t("actions.analyze")} text={t("actions.analyzeText")} />
          </Link>
        </li>
        <li>
          {user.isPremium ? (
            <div className={tileClass}>
              <ActionTile icon={Zap} title={t("actions.premium")} text={t("actions.premiumText")} tone="premium" />
            </div>
          ) : (
            <Link to={paths.subscribe.href()} className={cn(tileClass, interactiveTileClass)}>
              <ActionTile
                icon={Zap}
                title={t("actions.upgrade")}
                text={t("actions.upgradeText", { price: money.price(PRICES.proMonthly) })}
              />
            </Link>
          )}
        </li>
        <li>
          <button
            type="button"
            onClick={() => setIsAnalyticsOpen(true)}
            className={cn(tileClass, interactiveTileClass)}
          >
            <ActionTile icon={TrendingUp} title={t("actions.analytics")} text={t("actions.analyticsText")} />
          </button>
        </li>
        <li>
          {/* The content planner: Pro's, or its locked preview for everyone else. */}
          <Link to={paths.plan.href()} className={cn(tileClass, interactiveTileClass)}>
            <ActionTile
              icon={CalendarDays}
              title={t("actions.plan")}
              text={user.isPremium ? t("actions.planText") : t("actions.planLocked")}
              tone={user.isPremium ? "default" : "premium"}
            />
          </Link>
        </li>
        <li>
          {/* Competitor comparison: Pro's, or its locked preview for everyone else. */}
          <Link to={paths.compare.href()} className={cn(tileClass, interactiveTileClass)}>
            <ActionTile
              icon={Columns2}
              title={t("actions.compare")}
              text={user.isPremium ? t("actions.compareText") : t("actions.compareLocked")}
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
