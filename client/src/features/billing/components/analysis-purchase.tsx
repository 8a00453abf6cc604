import { PRICES } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { ArrowLeft, CreditCard } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMoney } from "@/i18n/money";
import { savedCardsQuery } from "../api/queries";
import { useAnalysisPurchase, type AnalysisPurchaseOptions } from "../hooks/use-analysis-purchase";
import { OrderSummary } from "./order-summary";
import { PaymentAuthentication, PaymentForm } from "./payment-form";
import { PromoWidget } from "./promo-widget";
import { SavedCardChoice, savedCardLabel } from "./saved-card-choice";

type AnalysisPurchaseProps = AnalysisPurchaseOptions & {
  user: PublicUser;
  /** A code to check at once (the stored pendingPromoCode). */
  initialPromoCode?: string | null;
};

/** The $1 analysis: summary, promo, then a saved card, a new card or a free code. Dialog and /checkout. */
export function AnalysisPurchase({ user, initialPromoCode, ...options }: AnalysisPurchaseProps) {
  const { t } = useTranslation("billing");
  const money = useMoney();
  const purchase = useAnalysisPurchase(user, options);
  const { promo, amount, step, isBusy } = purchase;
  const hasSavedCard = user.stripePaymentMethodId !== null;
  const cards = useQuery({
    ...savedCardsQuery(user.id, user.stripeCustomerId),
    enabled: hasSavedCard && user.stripeCustomerId !== null,
  });
  const [pickedId, setPickedId] = useState<string | null>(null);
  const savedCards = cards.data ?? [];
  const chosen =
    savedCards.find((card) => card.id === pickedId) ??
    savedCards.find((card) => card.id === user.stripePaymentMethodId) ??
    savedCards[0];

  return (
    <div className="space-y-4">
      <OrderSummary
        item={t("checkout.oneAnalysis")}
        originalCents={PRICES.perAnalysis}
        totalCents={amount}
        discountLabel={promo ? t("summary.promo", { code: promo.code }) : undefined}
      />
      <PromoWidget
        userId={user.id}
        target="analysis"
        applied={promo}
        onChange={purchase.choosePromo}
        initialCode={initialPromoCode}
        isLocked={step.kind !== "summary" || isBusy}
      />

      {step.kind === "card" ? (
        <div className="space-y-3">
          <PaymentForm
            intent="payment"
            clientSecret={step.clientSecret}
            submitLabel={t("checkout.pay", { amount: money.cents(amount) })}
            onOutcome={(outcome) => purchase.finishOutcome(outcome, step.paymentIntentId)}
          />
          <Button variant="link" size="sm" onClick={purchase.backToSummary}>
            <ArrowLeft className="h-4 w-4 shrink-0 rtl:-scale-x-100" />
            {t("checkout.changePromoOrMethod")}
          </Button>
        </div>
      ) : step.kind === "authenticate" ? (
        <PaymentAuthentication
          clientSecret={step.action.clientSecret}
          paymentMethodId={step.action.paymentMethodId}
          onOutcome={(outcome) => purchase.finishOutcome(outcome, step.action.paymentIntentId)}
        />
      ) : amount === 0 ? (
        <Button
          size="lg"
          className="w-full"
          onClick={() => void purchase.payFree()}
          disabled={isBusy}
          aria-busy={isBusy}
        >
          {isBusy ? t("actions.applying") : t("checkout.getFree")}
        </Button>
      ) : (
        <div className="space-y-2">
          {hasSavedCard ? (
            <>
              <SavedCardChoice
                cards={savedCards}
                chosenId={chosen?.id ?? null}
                onChoose={setPickedId}
                isDisabled={isBusy}
              />
              <Button
                size="lg"
                className="w-full"
                onClick={() => void purchase.payWithSavedCard(chosen?.id)}
                disabled={isBusy || cards.isPending}
                aria-busy={isBusy}
              >
                <CreditCard className="h-5 w-5 shrink-0" />
                {isBusy
                  ? t("actions.processing")
                  : t("checkout.payWith", {
                      amount: money.cents(amount),
                      card: chosen ? savedCardLabel(chosen, t) : t("card.savedCard"),
                    })}
              </Button>
            </>
          ) : null}
          <Button
            size="lg"
            variant={hasSavedCard ? "secondary" : "primary"}
            className="w-full"
            onClick={() => void purchase.startCardPayment()}
            disabled={isBusy}
          >
            {hasSavedCard ? t("checkout.differentCard") : t("checkout.payByCard", { amount: money.cents(amount) })}
          </Button>
        </div>
      )}
    </div>
  );
}
