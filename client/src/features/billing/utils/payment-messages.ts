import type { ConfirmOutcome } from "@shared/schemas/billing";
import type { ToastInput } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";

// What the user is told when a payment, a card setup or a promo check fails ("Payment", "Card saving", "Promo",
// "Subscription"): the copy in one place.

export type PaymentToast = ToastInput & { variant: "destructive" };

const destructive = (title: string, description: string): PaymentToast => ({
  title,
  description,
  variant: "destructive",
});

export const UNEXPECTED_PAYMENT_MESSAGE = "Something went wrong. Please refresh and try again.";
export const PAYMENT_UNAVAILABLE = {
  title: "Payment System Unavailable",
  description: "Payment system is currently being configured. Please try again later.",
} as const;

/** "Card declined: <the bank's reason>" (falling back to "Please try a different payment method"). */
export function declinedToast(reason: string | null | undefined): PaymentToast {
  return destructive("Payment Failed", `Card declined: ${reason?.trim() || "Please try a different payment method"}`);
}

/** A card confirmation in the browser that did not succeed. */
export function outcomeToast(outcome: Pick<ConfirmOutcome, "message" | "declineCode">): PaymentToast {
  return declinedToast(outcome.message ?? outcome.declineCode);
}

/** The server answered 402 PAYMENT_METHOD_REQUIRED ("No stored payment method ..."): ask for a card. */
export function needsPaymentMethod(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === "PAYMENT_METHOD_REQUIRED" || /no stored payment method/i.test(error.serverMessage))
  );
}

export const PAYMENT_METHOD_REQUIRED_TOAST: PaymentToast = destructive(
  "Payment Method Required",
  "Please add a payment method first",
);

/** A failed payment call (create-payment-intent, charge-stored-payment, verify-payment, ...). */
export function paymentErrorToast(error: unknown): PaymentToast {
  if (!(error instanceof ApiError)) return destructive("Payment Error", UNEXPECTED_PAYMENT_MESSAGE);
  if (needsPaymentMethod(error)) return PAYMENT_METHOD_REQUIRED_TOAST;
  if (error.code === "CARD_DECLINED") return declinedToast(error.serverMessage);
  if (error.code === "VALIDATION_FAILED" || error.code === "PROMO_INVALID") {
    return destructive("Invalid Information", error.serverMessage);
  }
  if (error.status >= 500) return destructive("Payment Failed", "Payment Failed. Please try again.");
  return destructive("Payment Failed", error.serverMessage || "Unable to process payment");
}

/** Setting up a card payment could not start (setup-payment-method, create-payment-intent failed). */
export const INITIALIZATION_FAILED_TOAST: PaymentToast = destructive(
  "Initialization Failed",
  "Unable to set up payment. Please refresh the page.",
);

export const DUPLICATE_CARD_TOAST: PaymentToast = destructive(
  "Duplicate Card",
  "This card is already saved in your profile. Please use a different card or manage your existing payment methods.",
);

/** confirm-payment-method failed: the duplicate card (409), or anything else. */
export function saveCardErrorToast(error: unknown): PaymentToast {
  if (error instanceof ApiError && /already saved in your profile/i.test(error.serverMessage)) {
    return DUPLICATE_CARD_TOAST;
  }
  const message = error instanceof ApiError ? error.serverMessage : "";
  return destructive("Setup Error", message || "Failed to save payment method");
}

/** The card itself was refused while saving it (the provider's message). */
export function setupFailedToast(outcome: Pick<ConfirmOutcome, "message">): PaymentToast {
  return destructive("Setup Failed", outcome.message || "Failed to save payment method");
}

export const PAYMENT_METHOD_SAVED_TOAST: ToastInput = {
  title: "Payment Method Saved",
  description: "Your card has been saved successfully for future payments.",
  variant: "success",
};
