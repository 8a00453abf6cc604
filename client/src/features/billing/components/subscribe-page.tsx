import { PRICES } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { ArrowLeft } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { usePaymentsSetup } from "../hooks/use-payments-setup";
import { useSubscriptionPurchase } from "../hooks/use-subscription-purchase";
import { FLASH_OFFER_QUERY, readFlashOffer } from "../utils/stored-flash-offer";
import { AlreadyPro } from "./already-pro";
import { OrderSummary } from "./order-summary";
import { PaymentForm } from "./payment-form";
import { PaymentUnavailable } from "./payment-unavailable";
import { ProPlanCard } from "./pro-plan-card";
import { PromoWidget } from "./promo-widget";
import { usePublicConfig } from "@/lib/public-config";
import { useFormat } from "@/i18n/format";
import { useMoney } from "@/i18n/money";
import { useDescribeDiscount } from "../utils/describe-discount";

function SubscribeForm({ user, offerQuery }: { user: PublicUser; offerQuery: string | null }) {
  const navigate = useNavigate();
  const { t } = useTranslation("billing");
  const format = useFormat();
  const money = useMoney();
  const describeDiscount = useDescribeDiscount();
  const setup = usePaymentsSetup();
  const wantsOffer = offerQuery?.toLowerCase() === FLASH_OFFER_QUERY;
  const [initialOffer] = useState(() => (wantsOffer ? readFlashOffer() : null));
  const purchase = useSubscriptionPurchase(user, initialOffer, () => {
    toast({ title: t("subscribe.welcome"), description: t("subscribe.active"), variant: "success" });
    navigate(paths.dashboard.href());
  });
  const { deal, step, isBusy } = purchase;
  const dealLabel = deal.offer
    ? t("subscribe.flashDeal", { code: deal.offer.code, discount: format.percent(deal.offer.discount / 100) })
    : deal.promo
      ? t("subscribe.promoDeal", { code: deal.promo.code, discount: describeDiscount(deal.promo) })
      : null;
  const offerNotice = purchase.offerError ?? (wantsOffer && !initialOffer ? t("subscribe.offerExpired") : null);

  return (
    <div className="grid gap-6 md:grid-cols-2 md:items-start">
      <ProPlanCard amount={deal.amount} dealLabel={dealLabel} />
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {offerNotice ? (
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {offerNotice}
          </p>
        ) : null}
        <OrderSummary
          item={t("plan.monthlyPro")}
          originalCents={PRICES.proMonthly}
          totalCents={deal.amount}
          isMonthly
          discountLabel={dealLabel ?? undefined}
        />
        <PromoWidget
          userId={user.id}
          target="subscription"
          applied={purchase.promo}
          onChange={purchase.setPromo}
          isLocked={step.kind !== "plan" || isBusy}
        />
        {setup.status === "unavailable" ? (
          <PaymentUnavailable onRetry={setup.retry}>
            <Button asChild variant="secondary" size="sm">
              <Link to={paths.home.href()}>{t("actions.returnHome")}</Link>
            </Button>
          </PaymentUnavailable>
        ) : step.kind === "card" ? (
          <div className="space-y-3">
            <PaymentForm
              intent="payment"
              clientSecret={step.clientSecret}
              submitLabel={t("subscribe.payAndSubscribe", { amount: money.cents(deal.amount) })}
              onOutcome={(outcome) => purchase.finishOutcome(outcome, step.paymentIntentId)}
            />
            <Button variant="link" size="sm" onClick={purchase.backToPlan}>
              <ArrowLeft className="h-4 w-4 shrink-0 rtl:-scale-x-100" />
              {t("subscribe.changePromo")}
            </Button>
          </div>
        ) : (
          <Button
            size="lg"
            className="w-full"
            onClick={() => void purchase.subscribe()}
            disabled={isBusy || setup.status === "loading"}
            aria-busy={isBusy}
          >
            {isBusy
              ? t("subscribe.settingUp")
              : deal.amount === 0
                ? t("subscribe.activateFree")
                : t("subscribe.subscribeFor", { amount: money.cents(deal.amount) })}
          </Button>
        )}
      </div>
    </div>
  );
}

/** /subscribe: the Pro plan, promo or flash offer, the first payment, then the dashboard. */
export function SubscribePage({ user, offerQuery }: { user: PublicUser; offerQuery: string | null }) {
  return (
    <>
      {user.isPremium ? <AlreadyPro user={user} /> : <SubscribeForm user={user} offerQuery={offerQuery} />}
      <SupportLine />
    </>
  );
}

/** The operator's support address, from the server's configuration (SUPPORT_EMAIL). */
function SupportLine() {
  const { t } = useTranslation("billing");
  const email = usePublicConfig().data?.support.email;
  if (!email) return null;
  return (
    <p className="mt-8 text-center text-sm text-slate-600">
      <Trans
        t={t}
        i18nKey="subscribe.questions"
        values={{ email }}
        components={{
          email: (
            // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the address inside
            <a
              href={`mailto:${email}`}
              dir="ltr"
              className="font-semibold text-brand-700 underline underline-offset-4"
            />
          ),
        }}
      />
    </p>
  );
}
