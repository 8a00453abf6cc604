import { useId, useState, type FormEvent } from "react";
import { z } from "zod";
import { resendVerificationBodySchema } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { RESEND_FAILURE_TEXT, RESEND_SUCCESS_TEXT, useResendVerification } from "../hooks/use-resend-verification";

/** Asks for the address and mails a fresh verification link (admin-and-conventions §2, §8). */
export function ResendVerificationForm({ defaultEmail }: { defaultEmail?: string }) {
  const id = useId();
  const emailId = `${id}-email`;
  const [email, setEmail] = useState(defaultEmail ?? "");
  const [fieldError, setFieldError] = useState<string>();
  const resend = useResendVerification();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resendVerificationBodySchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(z.flattenError(parsed.error).fieldErrors.email?.[0] ?? "Enter a valid email address");
      document.getElementById(emailId)?.focus();
      return;
    }
    setFieldError(undefined);
    resend.mutate(parsed.data);
  }

  const failure = resend.isError
    ? resend.error instanceof ApiError && resend.error.serverMessage
      ? resend.error.serverMessage
      : RESEND_FAILURE_TEXT
    : null;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4 text-left">
      <Field id={emailId} label="Email" error={fieldError}>
        <Input
          {...fieldControlProps(emailId, fieldError)}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(undefined);
          }}
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
