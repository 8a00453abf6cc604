import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { LIMITS } from "@shared/constants";
import { registerBodySchema, type RegisterBody } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toast";
import { languageOf } from "@/i18n/i18n";
import { applyServerFieldErrors } from "@/lib/forms";
import { useRegister } from "../hooks/use-register";
import {
  ModeSwitch,
  EmailField,
  isolated,
  PendingLabel,
  toastAuthFailure,
  type AuthViewProps,
} from "./auth-form-parts";

type SignUpFormProps = AuthViewProps & { isRegistrationClosed: boolean; onSuccess: () => void };

export function SignUpForm({
  defaultEmail,
  onEmailChange,
  shouldFocusOnMount,
  onModeChange,
  isRegistrationClosed,
  onSuccess,
}: SignUpFormProps) {
  const id = useId();
  const controlId = (field: keyof RegisterBody) => `${id}-${field}`;
  const form = useForm<z.input<typeof registerBodySchema>, unknown, RegisterBody>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { username: "", email: defaultEmail, password: "" },
  });
  const { errors } = form.formState;
  const ids = { username: controlId("username"), password: controlId("password") };
  const fields = { username: form.register("username"), password: form.register("password") };
  const registration = useRegister();
  const { t, i18n } = useTranslation();
  const usernameHint = t("auth.usernameHint", { min: LIMITS.usernameMin, max: LIMITS.usernameMax });
  // The rule the shared schema enforces (PASSWORD_RULE in English).
  const passwordRule = t("auth.passwordRule", { min: LIMITS.passwordMin });

  useEffect(() => {
    if (shouldFocusOnMount) form.setFocus("username");
  }, [form, shouldFocusOnMount]);

  function handleValid(body: RegisterBody) {
    if (registration.isPending) return;
    registration.mutate(body, {
      onSuccess: ({ user }) => {
        const language = languageOf(i18n);
        toast(
          {
            title: t("auth.accountCreated"),
            description: t("auth.accountCreatedBody", {
              username: isolated(user.username, language),
              email: isolated(user.email, language),
            }),
            variant: "success",
          },
          10_000,
        );
        onSuccess();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) toastAuthFailure(error, t);
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-4">
      {isRegistrationClosed ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("auth.registrationClosed")}
        </p>
      ) : null}

      <Field id={ids.username} label={t("auth.username")} error={errors.username?.message} hint={usernameHint}>
        <Input
          {...fieldControlProps(ids.username, errors.username?.message, usernameHint)}
          {...fields.username}
          dir="auto"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </Field>

      <EmailField
        id={controlId("email")}
        error={errors.email?.message}
        registration={form.register("email", { onChange: (event) => onEmailChange(event.target.value) })}
      />

      {/* The rule is on screen before the visitor fails it; the shared schema enforces it. */}
      <Field id={ids.password} label={t("auth.password")} error={errors.password?.message} hint={passwordRule}>
        <PasswordInput
          {...fieldControlProps(ids.password, errors.password?.message, passwordRule)}
          {...fields.password}
          autoComplete="new-password"
          required
        />
      </Field>

      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending || isRegistrationClosed}>
        {registration.isPending ? <PendingLabel>{t("auth.creatingAccount")}</PendingLabel> : t("auth.createAccount")}
      </Button>

      <ModeSwitch
        question={t("auth.haveAccount")}
        action={t("auth.signInLink")}
        onClick={() => onModeChange("login")}
      />
    </form>
  );
}
