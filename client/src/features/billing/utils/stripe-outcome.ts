import type { ConfirmOutcome } from "@shared/schemas/billing";
import type { PaymentIntent, SetupIntent, StripeError } from "@stripe/stripe-js";

// Stripe.js results in the shape our test mode answers with, so the pages handle one outcome type.

export function failedOutcome(error: StripeError, intentId = ""): ConfirmOutcome {
  return {
    status: "failed",
    intentId: error.payment_intent?.id ?? error.setup_intent?.id ?? intentId,
    message: error.message ?? null,
    declineCode: error.decline_code ?? error.code ?? null,
  };
}

export function intentOutcome(intent: PaymentIntent | SetupIntent): ConfirmOutcome {
  const isDone = intent.status === "succeeded" || intent.status === "processing";
  return {
    status: isDone ? "succeeded" : intent.status === "requires_action" ? "requires_action" : "failed",
    intentId: intent.id,
    message: isDone
      ? null
      : (("last_payment_error" in intent ? intent.last_payment_error?.message : intent.last_setup_error?.message) ??
        null),
    declineCode: null,
  };
}
