import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Check, ShieldCheck, Zap } from "lucide-react";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { PRICES } from "@shared/billing";
import { DEFAULT_FREE_TRIAL_LIMIT, SUBSCRIPTION_ID_SHOWN_CHARS } from "@shared/constants";
import type { PublicUser } from "@shared/schemas/user";
import { useMoney } from "@/i18n/money";
import { freeTrialAction } from "../utils/free-trial-action";
import { PaymentMethods } from "./payment-methods";
import { SectionHeading } from "./section-heading";

type PricingSectionProps = { user: PublicUser | null; onRequireAuth: () => void };

export function PricingSection({ user, onRequireAuth }: PricingSectionProps) {
  const { t } = useTranslation("landing");
  const { price } = useMoney();
  const freeLimit = user?.freeTrialLimit ?? DEFAULT_FREE_TRIAL_LIMIT;

  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pricing-heading" eyebrow={t("pricing.eyebrow")} title={t("pricing.title")}>
          {t("pricing.lead")}
        </SectionHeading>

        {user?.isPremium ? <ActiveSubscriptionCard user={user} /> : null}

        <div className="mx-auto mt-12 grid max-w-5xl gap-6 lg:grid-cols-3 lg:items-stretch">
          <PlanCard
            name={t("pricing.free.name")}
            price={price(0)}
            period={t("pricing.free.period", { count: freeLimit })}
            description={t("pricing.free.description")}
            features={[
              t("pricing.free.afterSignUp", { count: freeLimit }),
              t("pricing.free.score"),
              t("pricing.free.advice"),
              t("pricing.free.policy"),
            ]}
            action={
              freeTrialAction(user) === "used" ? (
                <Button variant="secondary" className="w-full" disabled>
                  {t("pricing.free.used")}
                </Button>
              ) : user ? (
                <Button asChild variant="secondary" className="w-full">
                  <a href="#analyze">{t("pricing.free.goToAnalyze")}</a>
                </Button>
              ) : (
                <Button variant="secondary" className="w-full" onClick={onRequireAuth}>
                  {t("pricing.free.start")}
                </Button>
              )
            }
          />
          <PlanCard
            name={t("pricing.perPost.name")}
            price={price(PRICES.perAnalysis)}
            period={t("pricing.perPost.period")}
            description={t("pricing.perPost.description")}
            features={[
              t("pricing.perPost.report"),
              t("pricing.perPost.breakdown"),
              t("pricing.perPost.savedCard"),
              t("pricing.perPost.noCommitment"),
            ]}
            action={
              user ? (
                <Button asChild variant="secondary" className="w-full">
                  <Link to={paths.checkout.href()}>{t("pricing.perPost.action")}</Link>
                </Button>
              ) : (
                // Paying needs an account (the analysis is credited to it): guests sign up first.
                <Button variant="secondary" className="w-full" onClick={onRequireAuth}>
                  {t("pricing.perPost.action")}
                </Button>
              )
            }
          />
          <PlanCard
            name={t("pricing.pro.name")}
            price={price(PRICES.proMonthly)}
            period={t("pricing.pro.period")}
            description={t("pricing.pro.description")}
            isFeatured
            features={[
              t("pricing.pro.unlimited"),
              t("pricing.pro.competitors"),
              t("pricing.pro.support"),
              t("pricing.pro.planning"),
              t("pricing.pro.analytics"),
            ]}
            action={
              user?.isPremium ? (
                <Button className="w-full" disabled>
                  {t("pricing.pro.active")}
                </Button>
              ) : (
                <Button asChild className="w-full">
                  <Link to={paths.subscribe.href()}>
                    <Zap className="h-4 w-4 shrink-0" />
                    {t("pricing.pro.goPro")}
                  </Link>
                </Button>
              )
            }
          />
        </div>

        <p className="mt-8 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 text-sm font-medium text-slate-700">
          <span className="inline-flex items-center gap-2">
            <ShieldCheck className="h-5 w-5 text-emerald-600 shrink-0" />
            {t("pricing.guarantee")}
          </span>
          <span className="inline-flex items-center gap-2">
            <Check className="h-5 w-5 text-emerald-600 shrink-0" />
            {t("pricing.cancelAnytime")}
          </span>
        </p>

        <PaymentMethods />
      </div>
    </section>
  );
}

type PlanCardProps = {
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  action: ReactNode;
  isFeatured?: boolean;
};

function PlanCard({ name, price, period, description, features, action, isFeatured }: PlanCardProps) {
  const { t } = useTranslation("landing");
  return (
    <article
      aria-label={name}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-white p-6 sm:p-8",
        isFeatured
          ? "border-brand-600 shadow-xl shadow-brand-600/10 ring-1 ring-brand-600"
          : "border-slate-200 shadow-sm",
      )}
    >
      {isFeatured ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold whitespace-nowrap text-white">
          {t("pricing.mostPopular")}
        </p>
      ) : null}
      <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
      <p className="mt-1 text-sm text-slate-600 lg:min-h-10">{description}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold tracking-tight text-slate-900">{price}</span>
        <span className="text-sm font-medium text-slate-600">{period}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {features.map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-700">
            <Check className="mt-0.5 h-5 w-5 text-brand-600 shrink-0" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8">{action}</div>
    </article>
  );
}

function ActiveSubscriptionCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation("landing");
  const shortId = user.stripeSubscriptionId?.slice(-SUBSCRIPTION_ID_SHOWN_CHARS);
  return (
    <div
      role="status"
      className="mx-auto mt-10 flex max-w-5xl flex-col gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="flex items-center gap-2 font-semibold text-emerald-900">
          <Zap className="h-5 w-5 shrink-0" />
          {t("pricing.subscription.active")}
        </p>
        <p className="mt-1 text-sm text-emerald-900">
          {user.cancelAtPeriodEnd ? t("pricing.subscription.endsAtPeriodEnd") : t("pricing.subscription.on")}
          {shortId ? (
            <>
              {" "}
              <Trans
                t={t}
                i18nKey="pricing.subscription.id"
                values={{ id: shortId }}
                components={{ id: <bdi className="font-mono" /> }}
              />
            </>
          ) : null}
        </p>
      </div>
      {/* Set to end at the period's end (e.g. cancelled at the provider): offer to keep it. */}
      <Button asChild variant="secondary" size="sm">
        {user.cancelAtPeriodEnd ? (
          <Link to={paths.reactivate.href()}>{t("pricing.subscription.reactivate")}</Link>
        ) : (
          <Link to={paths.profile.href()}>{t("pricing.subscription.manage")}</Link>
        )}
      </Button>
    </div>
  );
}
