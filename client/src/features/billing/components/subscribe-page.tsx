import { describeDiscount, formatCents, PRICES } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import { useState } from "react";
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

const EXPIRED_OFFER = "This flash offer has expired. The regular price applies.";

function SubscribeForm({ user, offerQuery }: { user: PublicUser; offerQuery: string | null }) {
  const navigate = useNavigate();
  const setup = usePaymentsSetup();
  const wantsOffer = offerQuery?.toLowerCase() === FLASH_OFFER_QUERY;
  const [initialOffer] = useState(() => (wantsOffer ? readFlashOffer() : null));
  const purchase = useSubscriptionPurchase(user, initialOffer, () => {
    toast({ title: "Welcome to Pro", description: "Your subscription is active.", variant: "success" });
    navigate(paths.dashboard.href());
  });
  const { deal, step, isBusy } = purchase;
  const dealLabel = deal.offer
    ? `Flash offer ${deal.offer.code}: ${deal.offer.discount}% off`
    : deal.promo
      ? `Promo ${deal.promo.code}: ${describeDiscount(deal.promo)}`
      : null;
  const offerNotice = purchase.offerError ?? (wantsOffer && !initialOffer ? EXPIRED_OFFER : null);

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
          item="Monthly Pro"
          originalCents={PRICES.proMonthly}
          totalCents={deal.amount}
          period="/month"
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
              <Link to={paths.home.href()}>Return Home</Link>
            </Button>
          </PaymentUnavailable>
        ) : step.kind === "card" ? (
          <div className="space-y-3">
            <PaymentForm
              intent="payment"
              clientSecret={step.clientSecret}
              submitLabel={`Pay ${formatCents(deal.amount)} and subscribe`}
              onOutcome={(outcome) => purchase.finishOutcome(outcome, step.paymentIntentId)}
            />
            <Button variant="link" size="sm" onClick={purchase.backToPlan}>
              <ArrowLeft className="h-4 w-4 shrink-0" />
              Change promo code
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
              ? "Setting up…"
              : deal.amount === 0
                ? "Activate free Pro month"
                : `Subscribe for ${formatCents(deal.amount)}/month`}
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
  const email = usePublicConfig().data?.support.email;
  if (!email) return null;
  return (
    <p className="mt-8 text-center text-sm text-slate-600">
      Questions about Pro? Email{" "}
      <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline underline-offset-4">
        {email}
      </a>
    </p>
  );
}
