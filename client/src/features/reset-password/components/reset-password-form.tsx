import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import type { AuthResponse } from "@shared/schemas/auth";
import { resetPasswordBodySchema } from "@shared/schemas/account";
import { PASSWORD_RULE } from "@shared/schemas/common";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/forms";
import { useResetPassword } from "../hooks/use-reset-password";

// The server's body schema for the password; the confirmation exists only in the browser.
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
  const reset = useResetPassword();

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
            title: "Password not changed",
            description: error instanceof ApiError && error.serverMessage ? error.serverMessage : "Please try again.",
            variant: "destructive",
          });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-4 text-left">
      <Field id={passwordId} label="New password" error={errors.password?.message} hint={PASSWORD_RULE}>
        <PasswordInput
          {...fieldControlProps(passwordId, errors.password?.message, PASSWORD_RULE)}
          {...form.register("password")}
          autoComplete="new-password"
          required
        />
      </Field>
      <Field id={confirmId} label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput
          {...fieldControlProps(confirmId, errors.confirmPassword?.message)}
          {...form.register("confirmPassword")}
          autoComplete="new-password"
          required
        />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
