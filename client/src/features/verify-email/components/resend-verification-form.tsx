import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { resendVerificationBodySchema, type ResendVerificationBody } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/forms";
import { RESEND_FAILURE_TEXT, RESEND_SUCCESS_TEXT, useResendVerification } from "../hooks/use-resend-verification";

/** Asks for the address and mails a fresh verification link. */
export function ResendVerificationForm({ defaultEmail }: { defaultEmail?: string }) {
  const id = useId();
  const emailId = `${id}-email`;
  const form = useForm<z.input<typeof resendVerificationBodySchema>, unknown, ResendVerificationBody>({
    resolver: zodResolver(resendVerificationBodySchema),
    defaultValues: { email: defaultEmail ?? "" },
  });
  const fieldError = form.formState.errors.email?.message;
  const resend = useResendVerification();

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
        : RESEND_FAILURE_TEXT;

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-4 text-left">
      <Field id={emailId} label="Email" error={fieldError}>
        <Input
          {...fieldControlProps(emailId, fieldError)}
          {...form.register("email")}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={resend.isPending}>
        {resend.isPending ? "Sending..." : "Resend Verification Email"}
      </Button>
      <div aria-live="polite" className="min-h-5 text-sm">
        {resend.isSuccess ? <p className="text-emerald-700">{RESEND_SUCCESS_TEXT}</p> : null}
        {failure ? <p className="text-red-700">{failure}</p> : null}
      </div>
    </form>
  );
}
