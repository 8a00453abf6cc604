import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import type { AuthResponse } from "@shared/schemas/auth";
import { resetPasswordBodySchema } from "@shared/schemas/account";
import { LIMITS } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/forms";
import { useResetPassword } from "../hooks/use-reset-password";

// The server's body schema for the password; the confirmation exists only in the browser. Its English messages are
// shown in the reader's language by Field (components/ui/validation-text.ts).
const resetFormSchema = resetPasswordBodySchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string().min(1, "Type the new password again") })
  .refine((values) => values.password === values.confirmPassword, {
    message: "The passwords do not match",
    path: ["confirmPassword"],
  });
type ResetFormValues = z.infer<typeof resetFormSchema>;

type ResetPasswordFormProps = {
  token: string;
  onSuccess: (answer: AuthResponse) => void;
  /** The link stopped working between the check and the submit (used in another tab, or expired meanwhile). */
  onLinkFailed: (error: ApiError) => void;
};

export function ResetPasswordForm({ token, onSuccess, onLinkFailed }: ResetPasswordFormProps) {
  const id = useId();
  const passwordId = `${id}-password`;
  const confirmId = `${id}-confirm`;
  const form = useForm<ResetFormValues>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const fields = { password: form.register("password"), confirmPassword: form.register("confirmPassword") };
  const reset = useResetPassword();
  const { t } = useTranslation("account");
  // The rule the shared schema enforces (PASSWORD_RULE in English).
  const passwordRule = t("resetPassword.passwordRule", { min: LIMITS.passwordMin });

  function handleValid({ password }: ResetFormValues) {
    if (reset.isPending) return;
    reset.mutate(
      { token, password },
      {
        onSuccess,
        onError: (error) => {
          if (error instanceof ApiError && (error.code === "TOKEN_INVALID" || error.code === "TOKEN_EXPIRED")) {
            onLinkFailed(error);
            return;
          }
          if (applyServerFieldErrors(form, error)) return;
          toast({
            title: t("resetPassword.notChanged"),
            description:
              error instanceof ApiError && error.serverMessage
                ? error.serverMessage
                : t("resetPassword.pleaseTryAgain"),
            variant: "destructive",
          });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-4 text-start">
      <Field
        id={passwordId}
        label={t("resetPassword.newPassword")}
        error={errors.password?.message}
        hint={passwordRule}
      >
        <PasswordInput
          {...fieldControlProps(passwordId, errors.password?.message, passwordRule)}
          {...fields.password}
          autoComplete="new-password"
          required
        />
      </Field>
      <Field id={confirmId} label={t("resetPassword.confirmPassword")} error={errors.confirmPassword?.message}>
        <PasswordInput
          {...fieldControlProps(confirmId, errors.confirmPassword?.message)}
          {...fields.confirmPassword}
          autoComplete="new-password"
          required
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? t("resetPassword.saving") : t("resetPassword.submit")}
      </Button>
    </form>
  );
}
