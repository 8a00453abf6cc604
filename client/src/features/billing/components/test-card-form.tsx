import { zodResolver } from "@hookform/resolvers/zod";
import type { ConfirmOutcome } from "@shared/schemas/billing";
import { useId, useMemo, useState, type InputHTMLAttributes } from "react";
import { useController, useForm, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/forms";
import { confirmTestPayment } from "../api/confirm-test-payment";
import {
  CARD_SERVER_FIELDS,
  formatCardNumber,
  formatExpiryInput,
  makeCardFieldsSchema,
  type CardDetails,
  type CardFields,
} from "../utils/card-fields";
import type { CardFormProps } from "../utils/card-form-props";
import { usePaymentMessages } from "../utils/payment-messages";
import { TestAuthentication } from "./test-authentication";
import { TestModeNotice } from "./test-mode-notice";

/** Test mode's own card form: the browser cannot talk to Stripe, our server plays its part. */
/** Digits, the same in every language. */
const CARD_NUMBER_PLACEHOLDER = "1234 1234 1234 1234";

// The form's own checks (card-fields.ts, shared schema) speak English; the reader sees them in their language.
const CARD_ERRORS: Record<string, string> = {
  "Enter a card number": "enterNumber",
  "Enter a valid card number": "validNumber",
  "Enter the expiry date": "enterExpiry",
  "This card has expired": "expired",
  "Enter the expiry date as MM/YY": "expiryFormat",
  "Enter the CVC": "enterCvc",
  "Enter a 3 or 4 digit CVC": "cvcDigits",
};

export function TestCardForm({ intent, clientSecret, submitLabel, onOutcome, isDisabled }: CardFormProps) {
  const { t } = useTranslation("billing");
  const { paymentErrorToast } = usePaymentMessages();
  const id = useId();
  const resolver = useMemo(() => zodResolver(makeCardFieldsSchema()), []);
  const form = useForm<CardFields, unknown, CardDetails>({
    resolver,
    defaultValues: { number: "", expiry: "", cvc: "" },
    // A field's error stays until the next submit; typing only clears it (no "invalid" while still typing).
    reValidateMode: "onSubmit",
  });
  const isBusy = form.formState.isSubmitting;
  const [isAuthenticating, setIsAuthenticating] = useState(false);

  async function finish(outcome: ConfirmOutcome) {
    if (outcome.status === "requires_action") {
      setIsAuthenticating(true);
      return;
    }
    setIsAuthenticating(false);
    await onOutcome(outcome);
  }

  async function handleValid(details: CardDetails) {
    try {
      await finish(await confirmTestPayment({ clientSecret, ...details }));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) toast(paymentErrorToast(error));
      else if (!applyServerFieldErrors(form, error, CARD_SERVER_FIELDS)) {
        form.setError("number", { type: "server", message: error.serverMessage }, { shouldFocus: true });
      }
    }
  }

  function handleUseCard(number: string) {
    const { expiry, cvc } = form.getValues();
    form.setValue("number", formatCardNumber(number));
    form.setValue("expiry", expiry || "12/34");
    form.setValue("cvc", cvc || "123");
    form.clearErrors();
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
    <form onSubmit={form.handleSubmit(handleValid)} noValidate aria-label={t("card.details")} className="space-y-4">
      <TestModeNotice onUseCard={handleUseCard} />
      <CardInput
        form={form}
        name="number"
        id={`${id}-number`}
        label={t("card.number")}
        format={formatCardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={CARD_NUMBER_PLACEHOLDER}
      />
      <div className="grid grid-cols-2 gap-3">
        <CardInput
          form={form}
          name="expiry"
          id={`${id}-expiry`}
          label={t("card.expiry")}
          format={formatExpiryInput}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t("card.expiryPlaceholder")}
          maxLength={7}
        />
        <CardInput
          form={form}
          name="cvc"
          id={`${id}-cvc`}
          label={t("card.cvc")}
          format={(value) => value.replace(/\D/g, "")}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
        />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isBusy || isDisabled} aria-busy={isBusy}>
        {isBusy ? t("actions.processing") : submitLabel}
      </Button>
    </form>
  );
}

type CardInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id" | "form"> & {
  form: UseFormReturn<CardFields, unknown, CardDetails>;
  name: keyof CardFields;
  id: string;
  label: string;
  /** Rewrites what was typed as it is typed ("4242 4242…", "12/34"). */
  format: (value: string) => string;
};

/** One card field: formatted as the user types, its error cleared by typing and shown again on submit. */
function CardInput({ form, name, id, label, format, ...inputProps }: CardInputProps) {
  const { t } = useTranslation("billing");
  const { field, fieldState } = useController({ control: form.control, name });
  const message = fieldState.error?.message;
  const known = message ? CARD_ERRORS[message] : undefined;
  const error = known ? t(`card.errors.${known}`) : message;
  return (
    <Field id={id} label={label} error={error}>
      {/* Card numbers, dates and codes are typed left to right in Arabic too. */}
      <Input
        dir="ltr"
        {...inputProps}
        {...fieldControlProps(id, error)}
        {...field}
        onChange={(event) => {
          field.onChange(format(event.target.value));
          if (fieldState.error) form.clearErrors(name);
        }}
      />
    </Field>
  );
}
