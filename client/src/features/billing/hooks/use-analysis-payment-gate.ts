import { analysisAccess, PRICES } from "@shared/billing";
import type { ConfirmOutcome, RequiredAction } from "@shared/schemas/billing";
import type { PublicUser } from "@shared/schemas/user";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/toast";
import { billingStateOf } from "@/lib/billing-state";
import { verifyPayment } from "../api/verify-payment";
import { useMoney } from "@/i18n/money";
import { usePaymentMessages } from "../utils/payment-messages";
import { currentUserQueryKey } from "@/lib/current-user-key";

export type GateDialog = null | "plan" | "pay" | "save-card" | { kind: "authenticate"; action: RequiredAction };

/** `opener`: the button that started the analysis; the dialogs give it focus back when they close. */
type Attempt = { requestId: string; retry: () => void; opener?: HTMLElement | null };

/**
 * Decides at analysis start how it is paid: Pro and free trials go ahead; otherwise the server verifies (a credit, or
 * an auto-charge of the saved card). When the user must pay, the plan-choice, payment, save-card or bank-authentication
 * dialog opens and, once paid, the same analysis is retried with the file the user had chosen.
 */
export function useAnalysisPaymentGate(user: PublicUser | null) {
  const queryClient = useQueryClient();
  const { t } = useTranslation("billing");
  const money = useMoney();
  const { declinedToast, outcomeToast, paymentErrorToast } = usePaymentMessages();
  const [dialog, setDialog] = useState<GateDialog>(null);
  const [isChecking, setIsChecking] = useState(false);
  // Named by the caller, not read from the page: the button is disabled while the payment is checked, so by
  // the time a dialog opens focus has already fallen to the page and no dialog could remember the button.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const retryRef = useRef<() => void>(() => undefined);
  const refreshUser = () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });

  async function beforeAnalyze({ requestId, retry, opener: from = null }: Attempt): Promise<"proceed" | "wait"> {
    if (!user) return "proceed";
    const access = analysisAccess(billingStateOf(user));
    if (access === "monthly" || access === "free") return "proceed";
    retryRef.current = retry;
    setOpener(from);
    setIsChecking(true);
    try {
      const answer = await verifyPayment({ userId: user.id, requestId });
      refreshUser();
      if (answer.hasValidPayment) {
        if (answer.autoCharged) {
          toast({
            title: t("messages.paymentSuccessful"),
            description: t("messages.chargedSavedCard", { amount: money.cents(PRICES.perAnalysis) }),
            variant: "success",
          });
        }
        return "proceed";
      }
      if (answer.requiresAction) setDialog({ kind: "authenticate", action: answer.requiresAction });
      else {
        // A declined auto-charge (the server switched auto-charge off) or simply nothing to pay with.
        toast(
          answer.message
            ? declinedToast(answer.message)
            : {
                title: t("messages.freeTrialExhausted"),
                description: t("messages.freeTrialExhaustedDescription"),
                variant: "destructive",
              },
        );
        setDialog("plan");
      }
    } catch (error) {
      toast(paymentErrorToast(error));
    } finally {
      setIsChecking(false);
    }
    return "wait";
  }

  /** The upload itself was refused with 402: requiresPayment, or requiresAction for an auto-charge. */
  function onPaymentRequired(body: unknown, retry: () => void, from: HTMLElement | null = null) {
    retryRef.current = retry;
    setOpener(from);
    const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
    // The schema (zod) is fetched with this rare answer rather than with the landing page
    // (docs/decisions/010-lean-first-page.md).
    void import("@shared/schemas/billing").then(
      ({ requiredActionSchema }) => {
        const action = requiredActionSchema.safeParse(record.requiresAction);
        setDialog(action.success ? { kind: "authenticate", action: action.data } : "plan");
      },
      () => setDialog("plan"),
    );
  }

  /** The bank's authentication of an auto-charge finished: the server re-reads the payment. */
  async function finishAuthentication(outcome: ConfirmOutcome, action: RequiredAction) {
    if (outcome.status !== "succeeded" || !user) {
      toast(outcomeToast(outcome));
      setDialog("plan");
      return;
    }
    try {
      const answer = await verifyPayment({ userId: user.id, paymentIntentId: action.paymentIntentId });
      refreshUser();
      if (!answer.hasValidPayment) {
        toast(declinedToast(answer.message));
        setDialog("plan");
        return;
      }
      setDialog(null);
      retryRef.current();
    } catch (error) {
      toast(paymentErrorToast(error));
    }
  }

  /** Paid (or a card saved): close everything and run the analysis again. */
  function resume() {
    setDialog(null);
    retryRef.current();
  }

  return {
    gate: { beforeAnalyze, onPaymentRequired, isChecking },
    dialog,
    setDialog,
    opener,
    finishAuthentication,
    resume,
  };
}

export type AnalysisPaymentGateController = ReturnType<typeof useAnalysisPaymentGate>;
