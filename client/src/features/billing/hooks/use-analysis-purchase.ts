import { currentUserQueryKey } from "@/lib/current-user-key";
import { applyDiscount, PRICES } from "@shared/billing";
import type { AppliedPromo, ConfirmOutcome, RequiredAction } from "@shared/schemas/billing";
import type { PublicUser } from "@shared/schemas/user";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { makeRequestId } from "@/lib/request-id";
import { applyPromoCode } from "../api/apply-promo-code";
import { chargeStoredPayment } from "../api/charge-stored-payment";
import { createPaymentIntent } from "../api/create-payment-intent";
import { verifyPayment } from "../api/verify-payment";
import { needsPaymentMethod, usePaymentMessages } from "../utils/payment-messages";

export type PurchaseStep =
  | { kind: "summary" }
  | { kind: "card"; clientSecret: string; paymentIntentId: string | null }
  | { kind: "authenticate"; action: RequiredAction };

export type AnalysisPurchaseOptions = {
  /** One analysis is paid for (a credit is on the account); `isFree` when a 100% code paid it. */
  onPaid: (result: { isFree: boolean }) => void;
  /** The server has no saved card after all: the caller opens the save-card dialog. */
  onNeedCard?: () => void;
  /** The promo in force changed (the payment dialog remembers it if the user closes without paying). */
  onPromoChange?: (promo: AppliedPromo | null) => void;
};

/** Paying $1 for one analysis in the payment dialog: saved card, new card or a 100% code. */
export function useAnalysisPurchase(user: PublicUser, options: AnalysisPurchaseOptions) {
  const queryClient = useQueryClient();
  const { declinedToast, initializationFailedToast, outcomeToast, paymentMethodRequiredToast, paymentErrorToast } =
    usePaymentMessages();
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [step, setStep] = useState<PurchaseStep>({ kind: "summary" });
  const [isBusy, setIsBusy] = useState(false);
  // One id per attempt: a double click cannot charge twice; a new attempt after a decline gets a new id.
  const [requestId, setRequestId] = useState(() => makeRequestId());
  const amount = applyDiscount(PRICES.perAnalysis, promo);

  function paid(isFree = false) {
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    setStep({ kind: "summary" });
    options.onPaid({ isFree });
  }

  async function run(task: () => Promise<void>) {
    setIsBusy(true);
    try {
      await task();
    } catch (error) {
      if (needsPaymentMethod(error)) {
        toast(paymentMethodRequiredToast);
        if (options.onNeedCard) options.onNeedCard();
        else await startCardPayment();
      } else toast(paymentErrorToast(error));
      setRequestId(makeRequestId());
    } finally {
      setIsBusy(false);
    }
  }

  /** The browser confirmed (or failed) the card payment: the server re-reads it and grants the credit. */
  async function finishOutcome(outcome: ConfirmOutcome, paymentIntentId: string | null) {
    if (outcome.status !== "succeeded") {
      toast(outcomeToast(outcome));
      return;
    }
    await run(async () => {
      const answer = await verifyPayment({ userId: user.id, paymentIntentId: paymentIntentId ?? outcome.intentId });
      if (answer.hasValidPayment) paid();
      else toast(declinedToast(answer.message));
    });
  }

  const payFree = (code = promo?.code) =>
    run(async () => {
      if (!code) return;
      await applyPromoCode({ code, userId: user.id, type: "analysis" });
      paid(true);
    });

  /** A code was applied or removed; a 100% code is redeemed at once. */
  function choosePromo(next: AppliedPromo | null) {
    setPromo(next);
    options.onPromoChange?.(next);
    if (next && applyDiscount(PRICES.perAnalysis, next) === 0) void payFree(next.code);
  }

  /** Charges the saved card the creator chose (the default one when they did not choose). */
  const payWithSavedCard = (paymentMethodId?: string) =>
    run(async () => {
      const result = await chargeStoredPayment({ userId: user.id, promoCode: promo?.code, requestId, paymentMethodId });
      if (result.success) paid();
      else if (result.requiresAction) setStep({ kind: "authenticate", action: result.requiresAction });
      else {
        toast(declinedToast(result.message));
        setRequestId(makeRequestId());
      }
    });

  async function startCardPayment() {
    setIsBusy(true);
    try {
      const intent = await createPaymentIntent({ userId: user.id, promoCode: promo?.code });
      if (intent.granted || !intent.clientSecret) paid(true);
      else setStep({ kind: "card", clientSecret: intent.clientSecret, paymentIntentId: intent.paymentIntentId });
    } catch (error) {
      toast(error instanceof ApiError && error.status < 500 ? paymentErrorToast(error) : initializationFailedToast);
    } finally {
      setIsBusy(false);
    }
  }

  return {
    promo,
    choosePromo,
    amount,
    step,
    isBusy,
    backToSummary: () => setStep({ kind: "summary" }),
    payFree,
    payWithSavedCard,
    startCardPayment,
    finishOutcome,
  };
}
