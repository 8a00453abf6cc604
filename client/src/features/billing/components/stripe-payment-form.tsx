import type { ConfirmOutcome } from "@shared/schemas/billing";
import { Elements, PaymentElement, useElements, useStripe as useStripeContext } from "@stripe/react-stripe-js";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useStripe } from "../hooks/use-stripe";
import type { CardFormProps } from "../utils/card-form-props";
import { failedOutcome, intentOutcome } from "../utils/stripe-outcome";
import { PaymentUnavailable } from "./payment-unavailable";

// The Stripe implementation of the card form, loaded lazily by PaymentForm: pages without payments never
// download this module or Stripe.js. Card details go from Stripe's iframe to Stripe, never to our server.

function ElementsForm({ intent, clientSecret, submitLabel, onOutcome, isDisabled }: CardFormProps) {
  const { t } = useTranslation("billing");
  const stripe = useStripeContext();
  const elements = useElements();
  const [isReady, setIsReady] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [hasLoadError, setHasLoadError] = useState(false);

  async function confirm(): Promise<ConfirmOutcome | null> {
    if (!stripe || !elements) return null;
    const confirmParams = { return_url: window.location.href };
    const result =
      intent === "payment"
        ? await stripe.confirmPayment({ elements, confirmParams, redirect: "if_required" })
        : await stripe.confirmSetup({ elements, confirmParams, redirect: "if_required" });
    if (result.error) {
      // The Payment Element shows its own field errors; only say it once more for screen readers.
      if (result.error.type === "validation_error") {
        toast({
          title: t("messages.invalidInformation"),
          description: result.error.message ?? "",
          variant: "destructive",
        });
        return null;
      }
      return failedOutcome(result.error);
    }
    const confirmed = "paymentIntent" in result ? result.paymentIntent : result.setupIntent;
    let outcome = intentOutcome(confirmed);
    if (outcome.status === "requires_action") {
      const next = await stripe.handleNextAction({ clientSecret });
      if (next.error) return failedOutcome(next.error, confirmed.id);
      const done = next.paymentIntent ?? next.setupIntent;
      outcome = done ? intentOutcome(done) : outcome;
    }
    return outcome;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsBusy(true);
    try {
      const outcome = await confirm();
      if (outcome) await onOutcome(outcome);
    } finally {
      setIsBusy(false);
    }
  }

  if (hasLoadError) return <PaymentUnavailable />;
  return (
    <form onSubmit={handleSubmit} aria-label={t("card.details")} className="space-y-4">
      <PaymentElement onReady={() => setIsReady(true)} onLoadError={() => setHasLoadError(true)} />
      {!isReady ? (
        <p role="status" className="text-sm text-slate-600">
          {t("card.loadingForm")}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={!isReady || isBusy || isDisabled} aria-busy={isBusy}>
        {isBusy ? t("actions.processing") : submitLabel}
      </Button>
    </form>
  );
}

/** Stripe's Payment Element around a PaymentIntent or SetupIntent, or "unavailable" with a Retry. */
export function StripePaymentForm({ publicKey, ...props }: CardFormProps & { publicKey: string }) {
  const { t, i18n } = useTranslation("billing");
  const stripe = useStripe(publicKey);
  if (stripe.status === "failed") {
    return (
      <div className="space-y-4">
        <PaymentUnavailable onRetry={stripe.retry} />
        <Button size="lg" className="w-full" disabled>
          {props.submitLabel}
        </Button>
      </div>
    );
  }
  if (stripe.status === "loading") {
    return (
      <div className="space-y-4" aria-busy="true">
        <p role="status" className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
          {t("card.loadingForm")}
        </p>
        <Button size="lg" className="w-full" disabled>
          {props.submitLabel}
        </Button>
      </div>
    );
  }
  return (
    // Stripe's card form and its own messages (a declined card, a wrong number) in the reader's language.
    <Elements
      key={props.clientSecret}
      stripe={stripe.stripe}
      options={{ clientSecret: props.clientSecret, locale: i18n.language === "ar" ? "ar" : "en" }}
    >
      <ElementsForm {...props} />
    </Elements>
  );
}
