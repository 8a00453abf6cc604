import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { loginBodySchema, type LoginBody } from "@shared/schemas/auth";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toast";
import { languageOf } from "@/i18n/i18n";
import { applyServerFieldErrors } from "@/lib/forms";
import { useLogin } from "../hooks/use-login";
import {
  ModeSwitch,
  EmailField,
  isolated,
  PendingLabel,
  toastAuthFailure,
  type AuthViewProps,
} from "./auth-form-parts";

type SignInFormProps = AuthViewProps & { onSuccess: () => void };

export function SignInForm({
  defaultEmail,
  onEmailChange,
  shouldFocusOnMount,
  onModeChange,
  onSuccess,
}: SignInFormProps) {
  const id = useId();
  const controlId = (field: keyof LoginBody) => `${id}-${field}`;
  const form = useForm<z.input<typeof loginBodySchema>, unknown, LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors } = form.formState;
  const passwordId = controlId("password");
  const passwordField = form.register("password");
  const login = useLogin();
  const { t, i18n } = useTranslation();

  useEffect(() => {
    if (shouldFocusOnMount) form.setFocus("email");
  }, [form, shouldFocusOnMount]);

  function handleValid(body: LoginBody) {
    if (login.isPending) return;
    login.mutate(body, {
      onSuccess: ({ user }) => {
        const username = isolated(user.username, languageOf(i18n));
        toast({ title: t("auth.signedIn"), description: t("auth.welcomeBack", { username }), variant: "success" });
        onSuccess();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) toastAuthFailure(error, t);
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-4">
      <EmailField
        id={controlId("email")}
        error={errors.email?.message}
        registration={form.register("email", { onChange: (event) => onEmailChange(event.target.value) })}
      />

      <div className="space-y-1.5">
        <Field id={passwordId} label={t("auth.password")} error={errors.password?.message}>
          <PasswordInput
            {...fieldControlProps(passwordId, errors.password?.message)}
            {...passwordField}
            autoComplete="current-password"
            required
          />
        </Field>
        <p className="text-end text-sm">
          <button
            type="button"
            onClick={() => onModeChange("forgot")}
            className="rounded font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {t("auth.forgotPassword")}
          </button>
        </p>
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? <PendingLabel>{t("auth.signingIn")}</PendingLabel> : t("auth.signIn")}
      </Button>

      <ModeSwitch question={t("auth.noAccount")} action={t("auth.signUp")} onClick={() => onModeChange("register")} />
    </form>
  );
}
