import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { resendVerificationBodySchema, type ResendVerificationBody } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/forms";
import { useResendVerification } from "../hooks/use-resend-verification";

/** Asks for the address and mails a fresh verification link. */
export function ResendVerificationForm({ defaultEmail }: { defaultEmail?: string }) {
  const id = useId();
  const emailId = `${id}-email`;
  const form = useForm<z.input<typeof resendVerificationBodySchema>, unknown, ResendVerificationBody>({
    resolver: zodResolver(resendVerificationBodySchema),
    defaultValues: { email: defaultEmail ?? "" },
  });
  const fieldError = form.formState.errors.email?.message;
  const emailField = form.register("email");
  const resend = useResendVerification();
  const { t } = useTranslation("account");

  function handleValid(body: ResendVerificationBody) {
    if (resend.isPending) return;
    resend.mutate(body, { onError: (error) => applyServerFieldErrors(form, error) });
  }

  // A field error from the server is shown on the field (applyServerFieldErrors); anything else below the button.
  const error = resend.error;
  const failure =
    !error || (error instanceof ApiError && error.fieldErrors)
      ? null
      : error instanceof ApiError && error.serverMessage
        ? error.serverMessage
        : t("resend.failed");

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-4 text-start">
      <Field id={emailId} label={t("resend.email")} error={fieldError}>
        <Input
          {...fieldControlProps(emailId, fieldError)}
          {...emailField}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
        />
      </Field>
      <Button type="submit" className="w-full" disabled={resend.isPending}>
        {resend.isPending ? t("resend.sending") : t("resend.submit")}
      </Button>
      <div aria-live="polite" className="min-h-5 text-sm">
        {resend.isSuccess ? <p className="text-emerald-700">{t("resend.sent")}</p> : null}
        {failure ? <p className="text-red-700">{failure}</p> : null}
      </div>
    </form>
  );
}
