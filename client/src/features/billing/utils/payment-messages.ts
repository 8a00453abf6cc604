import type { ConfirmOutcome } from "@shared/schemas/billing";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ToastInput } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";

// What the user is told when a payment, a card setup or a promo check fails ("Payment", "Card saving", "Promo",
// "Subscription"): the copy in one place, in the reader's language (the "billing" catalogue's "messages").
// The server's own messages (error.serverMessage) arrive in the reader's language already.

export type PaymentToast = ToastInput & { variant: "destructive" };

export function paymentMessages(t: TFunction<"billing">) {
  const destructive = (title: string, description: string): PaymentToast => ({
    title,
    description,
    variant: "destructive",
  });

  /** "Card declined: <the bank's reason>" (falling back to "Please try a different payment method"). */
  const declinedToast = (reason: string | null | undefined): PaymentToast =>
    destructive(
      t("messages.paymentFailed"),
      t("messages.cardDeclined", { reason: reason?.trim() || t("messages.tryDifferentMethod") }),
    );

  const paymentMethodRequiredToast = destructive(
    t("messages.paymentMethodRequired"),
    t("messages.paymentMethodRequiredDescription"),
  );

  const unexpected = t("messages.unexpected");

  return {
    unexpected,
    unavailable: { title: t("messages.unavailableTitle"), description: t("messages.unavailableDescription") },
    declinedToast,
    /** A card confirmation in the browser that did not succeed. */
    outcomeToast: (outcome: Pick<ConfirmOutcome, "message" | "declineCode">) =>
      declinedToast(outcome.message ?? outcome.declineCode),
    paymentMethodRequiredToast,
    /** A failed payment call (create-payment-intent, charge-stored-payment, verify-payment, ...). */
    paymentErrorToast(error: unknown): PaymentToast {
      if (!(error instanceof ApiError)) return destructive(t("messages.paymentError"), unexpected);
      if (needsPaymentMethod(error)) return paymentMethodRequiredToast;
      if (error.code === "CARD_DECLINED") return declinedToast(error.serverMessage);
      if (error.code === "VALIDATION_FAILED" || error.code === "PROMO_INVALID") {
        return destructive(t("messages.invalidInformation"), error.serverMessage);
      }
      if (error.status >= 500) return destructive(t("messages.paymentFailed"), t("messages.paymentFailedRetry"));
      return destructive(t("messages.paymentFailed"), error.serverMessage || t("messages.unableToProcess"));
    },
    /** Setting up a card payment could not start (setup-payment-method, create-payment-intent failed). */
    initializationFailedToast: destructive(
      t("messages.initializationFailed"),
      t("messages.initializationFailedDescription"),
    ),
    /** confirm-payment-method failed: the duplicate card (409), or anything else. */
    saveCardErrorToast(error: unknown): PaymentToast {
      if (
        error instanceof ApiError &&
        (error.code === "CONFLICT" || /already saved in your profile/i.test(error.serverMessage))
      ) {
        return destructive(t("messages.duplicateCard"), t("messages.duplicateCardDescription"));
      }
      const message = error instanceof ApiError ? error.serverMessage : "";
      return destructive(t("messages.setupError"), message || t("messages.saveFailed"));
    },
    /** The card itself was refused while saving it (the provider's message). */
    setupFailedToast: (outcome: Pick<ConfirmOutcome, "message">) =>
      destructive(t("messages.setupFailed"), outcome.message || t("messages.saveFailed")),
    paymentMethodSavedToast: {
      title: t("messages.savedTitle"),
      description: t("messages.savedDescription"),
      variant: "success",
    } satisfies ToastInput,
  };
}

export type PaymentMessages = ReturnType<typeof paymentMessages>;

/** The payment messages in the interface's language. */
export function usePaymentMessages(): PaymentMessages {
  const { t } = useTranslation("billing");
  return useMemo(() => paymentMessages(t), [t]);
}

/** The server answered 402 PAYMENT_METHOD_REQUIRED ("No stored payment method ..."): ask for a card. */
export function needsPaymentMethod(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === "PAYMENT_METHOD_REQUIRED" || /no stored payment method/i.test(error.serverMessage))
  );
}
