import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useStripe } from "../hooks/use-stripe";
import type { AuthenticationProps } from "../utils/card-form-props";
import { PaymentUnavailable } from "./payment-unavailable";
import { failedOutcome, intentOutcome } from "../utils/stripe-outcome";

/** The bank wants to confirm an auto-charge: Stripe shows its 3-D Secure step when the user asks for it. */
export function StripeAuthentication({
  publicKey,
  clientSecret,
  paymentMethodId,
  onOutcome,
}: AuthenticationProps & { publicKey: string }) {
  const { t } = useTranslation("billing");
  const stripe = useStripe(publicKey);
  const [isBusy, setIsBusy] = useState(false);

  async function authenticate() {
    if (!stripe.stripe) return;
    setIsBusy(true);
    try {
      // An off-session charge that needs authentication is left in requires_payment_method: confirm it again
      // with the saved card (Stripe then shows 3-D Secure). Otherwise it waits in requires_action.
      const result = paymentMethodId
        ? await stripe.stripe.confirmCardPayment(clientSecret, { payment_method: paymentMethodId })
        : await stripe.stripe.handleNextAction({ clientSecret });
      const intent = result.paymentIntent ?? ("setupIntent" in result ? result.setupIntent : undefined);
      if (result.error) await onOutcome(failedOutcome(result.error));
      else if (intent) await onOutcome(intentOutcome(intent));
    } finally {
      setIsBusy(false);
    }
  }

  if (stripe.status === "failed") return <PaymentUnavailable onRetry={stripe.retry} />;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t("auth.bankAsks")}</p>
      <Button
        size="lg"
        className="w-full"
        onClick={() => void authenticate()}
        disabled={stripe.status !== "ready" || isBusy}
        aria-busy={isBusy}
      >
        {isBusy ? t("auth.waiting") : t("auth.confirm")}
      </Button>
    </div>
  );
}
