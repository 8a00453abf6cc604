import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { ArrowRight, Zap } from "lucide-react";
import { paths } from "@/config/paths";
import { useFormat } from "@/i18n/format";
import { freeTrialsLeft, planSummary, PRICES } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import { useMoney } from "@/i18n/money";

type DashboardSummaryCardProps = { user: PublicUser };

const PLAN_KEYS = { premium: "premium", "free-trial": "freeTrial", "pay-per-use": "payPerUse" } as const;

export function DashboardSummaryCard({ user }: DashboardSummaryCardProps) {
  const { t } = useTranslation("landing");
  const format = useFormat();
  const { price } = useMoney();
  // Which plan, decided once in shared/billing.ts; its words are the catalogue's.
  const plan = PLAN_KEYS[planSummary(user).kind];
  const detail =
    plan === "freeTrial"
      ? t("summary.details.freeTrial", { count: freeTrialsLeft(user) })
      : t(`summary.details.${plan}`, { price: price(PRICES.perAnalysis) });
  return (
    <section aria-labelledby="dashboard-summary-heading" className="bg-white pb-4">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 rounded-2xl bg-linear-to-br from-brand-700 to-brand-900 p-6 text-white shadow-lg sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="min-w-0">
            <h2 id="dashboard-summary-heading" className="text-2xl font-bold">
              <Trans
                t={t}
                i18nKey="summary.welcome"
                values={{ name: user.username }}
                components={{ name: <span dir="auto" className="break-words" /> }}
              />
            </h2>
            <p className="mt-1 text-brand-100">{t("summary.lead")}</p>
          </div>
          <dl className="grid grid-cols-2 gap-4 sm:gap-8">
            <div>
              <dt className="text-sm text-brand-100">{t("summary.currentPlan")}</dt>
              <dd className="mt-1 flex items-center gap-2 text-lg font-semibold">
                {user.isPremium ? <Zap className="h-5 w-5 text-amber-300 shrink-0" /> : null}
                {t(`summary.plans.${plan}`)}
              </dd>
              <dd className="text-sm text-brand-100">{detail}</dd>
            </div>
            <div>
              <dt className="text-sm text-brand-100">{t("summary.freeAnalysesUsed")}</dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums">
                {t("summary.used", {
                  used: format.number(Math.min(user.freeTrialsUsed, user.freeTrialLimit)),
                  limit: format.number(user.freeTrialLimit),
                })}
              </dd>
            </div>
          </dl>
          <Button asChild variant="secondary" className="shrink-0 border-transparent whitespace-nowrap">
            <Link to={paths.dashboard.href()}>
              {t("summary.openDashboard")}
              <ArrowRight className="h-4 w-4 shrink-0 rtl:-scale-x-100" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
