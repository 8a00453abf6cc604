import { Link } from "react-router-dom";
import { planSummary } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format";

/** "3 paid analyses ready" */
export function paidAnalysesLabel(credits: number): string {
  return `${credits} paid ${credits === 1 ? "analysis" : "analyses"} ready`;
}

/** The plan card: plan wording (shared/billing.ts), free-trial usage, paid analyses left. */
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
        {plan.kind !== "premium" && user.analysisCredits > 0 ? (
          <p className="mt-3 text-sm font-medium text-slate-700">
            Paid analyses available: <span className="tabular-nums">{user.analysisCredits}</span>
          </p>
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
