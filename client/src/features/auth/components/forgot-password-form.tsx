import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { forgotPasswordBodySchema, type ForgotPasswordBody } from "@shared/schemas/account";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/forms";
import { useRequestPasswordReset } from "../hooks/use-request-password-reset";
import { EmailField, PendingLabel, type AuthViewProps } from "./auth-form-parts";

/**
 * "Reset your password" inside the auth dialog: asks for the address, then shows the server's answer, which is the same
 * whether or not an account uses it.
 */
export function ForgotPasswordForm({ defaultEmail, onEmailChange, shouldFocusOnMount, onModeChange }: AuthViewProps) {
  const id = useId();
  const emailId = `${id}-email`;
  const form = useForm<z.input<typeof forgotPasswordBodySchema>, unknown, ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: defaultEmail },
  });
  const error = form.formState.errors.email?.message;
  const request = useRequestPasswordReset();
  const { t } = useTranslation();

  useEffect(() => {
    if (shouldFocusOnMount) form.setFocus("email");
  }, [form, shouldFocusOnMount]);

  if (request.isSuccess) {
    return <SentNotice message={request.data.message} onBack={() => onModeChange("login")} />;
  }

  function handleValid(body: ForgotPasswordBody) {
    if (request.isPending) return;
    request.mutate(body, {
      onError: (failure) => {
        if (applyServerFieldErrors(form, failure)) return;
        toast({
          title: t("auth.couldNotSendLink"),
          description:
            failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : t("auth.tryAgain"),
          variant: "destructive",
        });
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-4">
      <EmailField
        id={emailId}
        error={error}
        registration={form.register("email", { onChange: (event) => onEmailChange(event.target.value) })}
      />
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? <PendingLabel>{t("auth.sending")}</PendingLabel> : t("auth.sendResetLink")}
      </Button>
      <BackToSignIn onClick={() => onModeChange("login")} />
    </form>
  );
}

/** The server's answer; focus moves to it, since the button that was pressed is gone. */
function SentNotice({ message, onBack }: { message: string; onBack: () => void }) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => messageRef.current?.focus(), []);
  return (
    <div className="space-y-4">
      <p
        ref={messageRef}
        tabIndex={-1}
        role="status"
        className="rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 focus:outline-none"
      >
        {message}
      </p>
      <BackToSignIn onClick={onBack} />
    </div>
  );
}

function BackToSignIn({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="text-center text-sm">
      <button
        type="button"
        onClick={onClick}
        className="rounded font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        {t("auth.backToSignIn")}
      </button>
    </p>
  );
}
