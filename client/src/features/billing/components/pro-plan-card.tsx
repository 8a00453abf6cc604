import { PRICES } from "@shared/billing";
import { Check, Zap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useMoney } from "@/i18n/money";

const FEATURES = ["unlimited", "competitors", "support", "planning", "analytics"] as const;

type ProPlanCardProps = { amount: number; dealLabel: string | null };

/** The Pro plan on /subscribe: price per month, the discount in force, what it includes. */
export function ProPlanCard({ amount, dealLabel }: ProPlanCardProps) {
  const { t } = useTranslation("billing");
  const money = useMoney();
  const isDiscounted = amount < PRICES.proMonthly;
  return (
    <article
      aria-labelledby="pro-plan-heading"
      className="rounded-2xl border border-brand-600 bg-white p-5 shadow-sm ring-1 ring-brand-600 sm:p-6"
    >
      <h2 id="pro-plan-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Zap className="h-5 w-5 text-brand-600 shrink-0" />
        {t("plan.monthlyPro")}
      </h2>
      <p className="mt-4 flex flex-wrap items-baseline gap-2">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{money.price(amount)}</span>
        <span className="text-sm font-medium text-slate-600">{t("plan.perMonth")}</span>
        {isDiscounted ? (
          <span className="text-slate-500">
            <span className="sr-only">{t("price.insteadOf")} </span>
            <s>{money.price(PRICES.proMonthly)}</s>
          </span>
        ) : null}
      </p>
      {dealLabel ? <p className="mt-1 text-sm font-semibold text-emerald-700">{dealLabel}</p> : null}
      <ul className="mt-5 space-y-2.5">
        {FEATURES.map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-700">
            <Check className="mt-0.5 h-5 w-5 text-brand-600 shrink-0" />
            {t(`plan.features.${feature}`)}
          </li>
        ))}
      </ul>
      <p className="mt-5 text-sm text-slate-600">{t("plan.guarantee")}</p>
    </article>
  );
}
