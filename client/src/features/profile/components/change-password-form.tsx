import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { changePasswordBodySchema } from "@shared/schemas/account";
import { PASSWORD_RULE } from "@shared/schemas/common";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toast";
import { applyServerFieldErrors } from "@/lib/forms";
import { useChangePassword } from "../hooks/use-change-password";
import { failureMessage } from "../utils/failure-message";

// The server's body schema (with its "must differ" rule) plus the confirmation, which only the form has.
const changePasswordFormSchema = changePasswordBodySchema
  .safeExtend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

type ChangePasswordFormProps = { username: string; onDone: () => void };

/** Change password: the current one, the new one (with its rule shown up front) and its confirmation. */
export function ChangePasswordForm({ username, onDone }: ChangePasswordFormProps) {
  const id = useId();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const change = useChangePassword();

  useEffect(() => form.setFocus("currentPassword"), [form]);

  function handleSave({ currentPassword, newPassword }: ChangePasswordForm) {
    if (change.isPending) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({
            title: "Password changed",
            description: "You were signed out on your other devices. This one stays signed in.",
            variant: "success",
          });
          onDone();
        },
        onError: (error) => {
          if (applyServerFieldErrors(form, error)) return; // a wrong current password shows on its field
          toast({
            title: "Password not changed",
            description: failureMessage(error, "Failed to change your password. Please try again."),
            variant: "destructive",
          });
        },
      },
    );
  }

  const field = (name: keyof ChangePasswordForm, label: string, autoComplete: string, hint?: string) => {
    const controlId = `${id}-${name}`;
    const error = errors[name]?.message;
    return (
      <Field id={controlId} label={label} error={error} hint={hint}>
        <PasswordInput
          {...fieldControlProps(controlId, error, hint)}
          {...form.register(name)}
          autoComplete={autoComplete}
        />
      </Field>
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSave)} aria-label="Change password" className="space-y-4">
      {/* For password managers: whose password this is. */}
      <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
      {field("currentPassword", "Current password", "current-password")}
      {field("newPassword", "New password", "new-password", PASSWORD_RULE)}
      {field("confirmPassword", "Confirm new password", "new-password")}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={change.isPending}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={change.isPending || undefined}>
          {change.isPending ? "Changing..." : "Change password"}
        </Button>
      </div>
    </form>
  );
}
