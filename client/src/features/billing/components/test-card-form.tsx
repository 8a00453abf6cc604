import type { ConfirmOutcome } from "@shared/schemas/billing";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { confirmTestPayment } from "../api/confirm-test-payment";
import {
  cardErrorsFromServer,
  checkCardFields,
  formatCardNumber,
  formatExpiryInput,
  type CardFieldErrors,
  type CardFields,
} from "../utils/card-fields";
import type { CardFormProps } from "../utils/card-form-props";
import { paymentErrorToast } from "../utils/payment-messages";
import { TestAuthentication } from "./test-authentication";
import { TestModeNotice } from "./test-mode-notice";

const EMPTY: CardFields = { number: "", expiry: "", cvc: "" };

/** Test mode's own card form (PRODUCT.md §4): the browser cannot talk to Stripe, our server plays its part. */
export function TestCardForm({ intent, clientSecret, submitLabel, onOutcome, isDisabled }: CardFormProps) {
  const id = useId();
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [isBusy, setIsBusy] = useState(false);
  const [isAuthenticating, setIsAuthenticating] = useState(false);

  const change = (name: keyof CardFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function finish(outcome: ConfirmOutcome) {
    if (outcome.status === "requires_action") {
      setIsAuthenticating(true);
      return;
    }
    setIsAuthenticating(false);
    await onOutcome(outcome);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkCardFields(fields);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = (["number", "expiry", "cvc"] as const).find((name) => checked.errors[name]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setIsBusy(true);
    try {
      await finish(await confirmTestPayment({ clientSecret, ...checked.details }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fromServer = cardErrorsFromServer(error.fieldErrors);
        setErrors(Object.keys(fromServer).length > 0 ? fromServer : { number: error.serverMessage });
      } else toast(paymentErrorToast(error));
    } finally {
      setIsBusy(false);
    }
  }

  if (isAuthenticating) {
    return (
      <TestAuthentication
        clientSecret={clientSecret}
        subject={intent === "setup" ? "card" : "payment"}
        onOutcome={finish}
      />
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Card details" className="space-y-4">
      <TestModeNotice
        onUseCard={(number) => {
          setFields({ number: formatCardNumber(number), expiry: fields.expiry || "12/34", cvc: fields.cvc || "123" });
          setErrors({});
        }}
      />
      <Field id={`${id}-number`} label="Card number" error={errors.number}>
        <Input
          {...fieldControlProps(`${id}-number`, errors.number)}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={fields.number}
          onChange={(event) => change("number", formatCardNumber(event.target.value))}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={`${id}-expiry`} label="Expiry (MM/YY)" error={errors.expiry}>
          <Input
            {...fieldControlProps(`${id}-expiry`, errors.expiry)}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
            value={fields.expiry}
            onChange={(event) => change("expiry", formatExpiryInput(event.target.value))}
          />
        </Field>
        <Field id={`${id}-cvc`} label="CVC" error={errors.cvc}>
          <Input
            {...fieldControlProps(`${id}-cvc`, errors.cvc)}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={fields.cvc}
            onChange={(event) => change("cvc", event.target.value.replace(/\D/g, ""))}
          />
        </Field>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isBusy || isDisabled} aria-busy={isBusy}>
        {isBusy ? "Processing…" : submitLabel}
      </Button>
    </form>
  );
}
