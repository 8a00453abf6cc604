import type { AppliedPromo, ConfirmOutcome, FlashOffer } from "@shared/schemas/billing";
import type { PublicUser } from "@shared/schemas/user";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { applyPromoCode } from "../api/apply-promo-code";
import { createSubscription } from "../api/create-subscription";
import { updateSubscriptionStatus } from "../api/update-subscription-status";
import { usePaymentMessages } from "../utils/payment-messages";
import { clearFlashOffer } from "../utils/stored-flash-offer";
import { bestDeal } from "../utils/subscription-deal";
import { currentUserQueryKey } from "@/lib/current-user-key";

export type SubscriptionStep =
  { kind: "plan" } | { kind: "card"; clientSecret: string; paymentIntentId: string | null };

/** Subscribing to Pro on /subscribe: create, confirm the first payment, activate. */
export function useSubscriptionPurchase(user: PublicUser, initialOffer: FlashOffer | null, onActive: () => void) {
  const queryClient = useQueryClient();
  const { t } = useTranslation("billing");
  const { outcomeToast, paymentErrorToast, unexpected } = usePaymentMessages();
  const [offer, setOffer] = useState(initialOffer);
  const [offerError, setOfferError] = useState<string | null>(null);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [step, setStep] = useState<SubscriptionStep>({ kind: "plan" });
  const [isBusy, setIsBusy] = useState(false);
  const deal = bestDeal(offer, promo);

  function activated() {
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    clearFlashOffer();
    onActive();
  }

  async function subscribe() {
    setIsBusy(true);
    try {
      if (deal.amount === 0 && deal.promo) {
        await applyPromoCode({ code: deal.promo.code, userId: user.id, type: "subscription" });
        return activated();
      }
      const answer = await createSubscription({
        userId: user.id,
        promoCode: deal.promo?.code,
        offerToken: deal.offer?.token,
      });
      if (answer.status === "active" || !answer.clientSecret) return activated();
      setStep({ kind: "card", clientSecret: answer.clientSecret, paymentIntentId: answer.paymentIntentId });
    } catch (error) {
      if (error instanceof ApiError && error.code === "OFFER_INVALID") {
        // Expired or forged: say so and show the normal price; the user decides again.
        clearFlashOffer();
        setOffer(null);
        setOfferError(error.serverMessage);
      } else if (error instanceof ApiError && error.status < 500) toast(paymentErrorToast(error));
      else
        toast({
          title: t("messages.error"),
          description: t("messages.subscriptionInitFailed"),
          variant: "destructive",
        });
    } finally {
      setIsBusy(false);
    }
  }

  async function finishOutcome(outcome: ConfirmOutcome, paymentIntentId: string | null) {
    if (outcome.status !== "succeeded") return void toast(outcomeToast(outcome));
    try {
      const status = await updateSubscriptionStatus({
        userId: user.id,
        paymentIntentId: paymentIntentId ?? outcome.intentId,
      });
      if (status.subscription.isPremium) activated();
      else
        toast({
          title: t("messages.paymentError"),
          description: t("messages.notThroughYet"),
          variant: "destructive",
        });
    } catch (error) {
      toast(
        error instanceof ApiError
          ? paymentErrorToast(error)
          : {
              title: t("messages.paymentSystemError"),
              description: unexpected,
              variant: "destructive",
            },
      );
    }
  }

  return {
    deal,
    offerError,
    promo,
    setPromo,
    step,
    isBusy,
    subscribe,
    finishOutcome,
    backToPlan: () => setStep({ kind: "plan" }),
  };
}
