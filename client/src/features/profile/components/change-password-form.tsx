import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { changePasswordBodySchema } from "@shared/schemas/account";
import { LIMITS } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toast";
import { applyServerFieldErrors } from "@/lib/forms";
import { useChangePassword } from "../hooks/use-change-password";
import { failureMessage } from "../utils/failure-message";

const MISMATCH = "Passwords do not match";

// The server's body schema (with its "must differ" rule) plus the confirmation, which only the form has.
const changePasswordFormSchema = changePasswordBodySchema
  .safeExtend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    message: MISMATCH,
    path: ["confirmPassword"],
  });
type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

type ChangePasswordFormProps = { username: string; onDone: () => void };

/** Change password: the current one, the new one (with its rule shown up front) and its confirmation. */
export function ChangePasswordForm({ username, onDone }: ChangePasswordFormProps) {
  const { t } = useTranslation("profile");
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
            title: t("password.changed"),
            description: t("password.changedDescription"),
            variant: "success",
          });
          onDone();
        },
        onError: (error) => {
          if (applyServerFieldErrors(form, error)) return; // a wrong current password shows on its field
          toast({
            title: t("password.notChanged"),
            description: failureMessage(error, t("password.failed")),
            variant: "destructive",
          });
        },
      },
    );
  }

  const field = (name: keyof ChangePasswordForm, label: string, autoComplete: string, hint?: string) => {
    const controlId = `${id}-${name}`;
    const message = errors[name]?.message;
    // The form's own rule; the shared schema's other messages are shown as they come.
    const error = message === MISMATCH ? t("password.mismatch") : message;
    return (
      <Field key={name} id={controlId} label={label} error={error} hint={hint}>
        <PasswordInput
          {...fieldControlProps(controlId, error, hint)}
          {...form.register(name)}
          autoComplete={autoComplete}
        />
      </Field>
    );
  };

  // Built here, outside the markup: the field names and autocomplete tokens are not words a person reads.
  const fields = [
    field("currentPassword", t("password.current"), "current-password"),
    field("newPassword", t("password.new"), "new-password", t("password.rule", { min: LIMITS.passwordMin })),
    field("confirmPassword", t("password.confirm"), "new-password"),
  ];

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(handleSave)}
      aria-label={t("security.changePassword")}
      className="space-y-4"
    >
      {/* For password managers: whose password this is. */}
      <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
      {fields}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={change.isPending}>
          {t("actions.cancel")}
        </Button>
        <Button type="submit" aria-disabled={change.isPending || undefined}>
          {change.isPending ? t("password.changing") : t("security.changePassword")}
        </Button>
      </div>
    </form>
  );
}
