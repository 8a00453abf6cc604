import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { ArrowRight, Zap } from "lucide-react";
import { paths } from "@/config/paths";
import { planSummary } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";

type DashboardSummaryCardProps = { user: PublicUser };

export function DashboardSummaryCard({ user }: DashboardSummaryCardProps) {
  // Plan wording, written once in shared/billing.ts.
  const plan = planSummary(user);
  return (
    <section aria-labelledby="dashboard-summary-heading" className="bg-white pb-4">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 p-6 text-white shadow-lg sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="min-w-0">
            <h2 id="dashboard-summary-heading" className="text-2xl font-bold">
              Welcome back,{" "}
              <span dir="auto" className="break-words">
                {user.username}
              </span>
            </h2>
            <p className="mt-1 text-brand-100">Here is where your account stands.</p>
          </div>
          <dl className="grid grid-cols-2 gap-4 sm:gap-8">
            <div>
              <dt className="text-sm text-brand-100">Current plan</dt>
              <dd className="mt-1 flex items-center gap-2 text-lg font-semibold">
                {user.isPremium ? <Zap className="h-5 w-5 text-amber-300 shrink-0" /> : null}
                {plan.name}
              </dd>
              <dd className="text-sm text-brand-100">{plan.detail}</dd>
            </div>
            <div>
              <dt className="text-sm text-brand-100">Free analyses used</dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums">
                {Math.min(user.freeTrialsUsed, user.freeTrialLimit)}/{user.freeTrialLimit}
              </dd>
            </div>
          </dl>
          <Button asChild variant="secondary" className="shrink-0 border-transparent whitespace-nowrap">
            <Link to={paths.dashboard.href()}>
              Open Dashboard
              <ArrowRight className="h-4 w-4 shrink-0" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
