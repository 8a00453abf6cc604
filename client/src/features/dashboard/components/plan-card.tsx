import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useFormat } from "@/i18n/format";
import { useMoney } from "@/i18n/money";
import { cn } from "@/lib/cn";
import { planText } from "../utils/plan-text";

/** The plan card: plan wording, free-trial usage, paid analyses left. */
export function PlanCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation("dashboard");
  const format = useFormat();
  const plan = planText(user, t, useMoney());
  const used = Math.min(user.freeTrialsUsed, user.freeTrialLimit);
  const periodEnd = format.date(user.currentPeriodEnd);
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
          {t("plan.current")}
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
            {user.cancelAtPeriodEnd ? t("plan.endsOn", { date: periodEnd }) : t("plan.renewsOn", { date: periodEnd })}
          </p>
        ) : null}
        {plan.kind !== "premium" ? (
          <div className="mt-4 max-w-xs">
            <div className="flex justify-between text-xs font-medium text-slate-600">
              <span>{t("plan.freeUsed")}</span>
              <span>{t("plan.usedOf", { used, limit: user.freeTrialLimit })}</span>
            </div>
            {/* The bar fills from the start of the line: from the right in Arabic. */}
            <div
              role="progressbar"
              aria-label={t("plan.freeUsed")}
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
        {plan.kind !== "premium" && user.analysisCredits > 0 ? (
          <p className="mt-3 text-sm font-medium text-slate-700">
            {t("plan.paidAvailable")} <span className="tabular-nums">{format.number(user.analysisCredits)}</span>
          </p>
        ) : null}
      </div>
      {plan.kind === "premium" ? (
        <Button asChild variant="secondary" className="border-transparent">
          <Link to={paths.profile.href()}>{t("plan.manage")}</Link>
        </Button>
      ) : (
        <Button asChild variant="secondary">
          <Link to={paths.homeSection.href("pricing")}>{t("plan.compare")}</Link>
        </Button>
      )}
    </section>
  );
}
