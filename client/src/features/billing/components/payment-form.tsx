import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { usePaymentsSetup } from "../hooks/use-payments-setup";
import type { AuthenticationProps, CardFormProps } from "../utils/card-form-props";
import { PaymentUnavailable } from "./payment-unavailable";
import { TestAuthentication } from "./test-authentication";
import { TestCardForm } from "./test-card-form";

// One card form, two implementations chosen by GET /api/public-config's paymentsMode (Stripe, or the test mode). The
// Stripe one is its own chunk: Stripe code is downloaded only when a Stripe card form is shown.
const StripePaymentForm = lazy(() =>
  import("./stripe-payment-form").then((module) => ({ default: module.StripePaymentForm })),
);
const StripeAuthentication = lazy(() =>
  import("./stripe-authentication").then((module) => ({ default: module.StripeAuthentication })),
);

function Loading({ label }: { label: string }) {
  const { t } = useTranslation("billing");
  return (
    <div className="space-y-4" aria-busy="true">
      <p role="status" className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
        {t("card.loadingForm")}
      </p>
      <Button size="lg" className="w-full" disabled>
        {label}
      </Button>
    </div>
  );
}

/** Card entry that confirms a PaymentIntent or SetupIntent and reports the outcome. */
export function PaymentForm(props: CardFormProps) {
  const setup = usePaymentsSetup();
  if (setup.status === "loading") return <Loading label={props.submitLabel} />;
  if (setup.status === "unavailable") return <PaymentUnavailable onRetry={setup.retry} />;
  if (setup.status === "test") return <TestCardForm {...props} />;
  return (
    <Suspense fallback={<Loading label={props.submitLabel} />}>
      <StripePaymentForm publicKey={setup.publicKey} {...props} />
    </Suspense>
  );
}

/** The bank's authentication of a payment that exists already (an auto-charge that needs 3-D Secure). */
export function PaymentAuthentication(props: AuthenticationProps) {
  const { t } = useTranslation("billing");
  const setup = usePaymentsSetup();
  if (setup.status === "loading") return <p role="status">{t("loading")}</p>;
  if (setup.status === "unavailable") return <PaymentUnavailable onRetry={setup.retry} />;
  if (setup.status === "test")
    return <TestAuthentication clientSecret={props.clientSecret} onOutcome={props.onOutcome} />;
  return (
    <Suspense fallback={<p role="status">{t("loading")}</p>}>
      <StripeAuthentication publicKey={setup.publicKey} {...props} />
    </Suspense>
  );
}
