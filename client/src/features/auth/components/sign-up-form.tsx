import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { LIMITS } from "@shared/constants";
import { registerBodySchema, type RegisterBody } from "@shared/schemas/auth";
import { PASSWORD_RULE } from "@shared/schemas/common";
import { Button } from "@/components/ui/button";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { toast } from "@/components/ui/toast";
import { applyServerFieldErrors } from "@/lib/forms";
import { useRegister } from "../hooks/use-register";
import { ModeSwitch, EmailField, PendingLabel, toastAuthFailure, type AuthViewProps } from "./auth-form-parts";

const USERNAME_HINT = `${LIMITS.usernameMin}-${LIMITS.usernameMax} characters: letters, digits, dots, dashes, underscores`;

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
  const registration = useRegister();

  useEffect(() => {
    if (shouldFocusOnMount) form.setFocus("username");
  }, [form, shouldFocusOnMount]);

  function handleValid(body: RegisterBody) {
    if (registration.isPending) return;
    registration.mutate(body, {
      onSuccess: ({ user }) => {
        toast(
          {
            title: "Account created",
            description: `Welcome, ${user.username}! We sent a verification link to ${user.email}. Please check your e-mail to verify your address.`,
            variant: "success",
          },
          10_000,
        );
        onSuccess();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(form, error)) toastAuthFailure(error);
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleValid)} className="space-y-4">
      {isRegistrationClosed ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          New sign-ups are paused right now. Existing members can still sign in.
        </p>
      ) : null}

      <Field id={controlId("username")} label="Username" error={errors.username?.message} hint={USERNAME_HINT}>
        <Input
          {...fieldControlProps(controlId("username"), errors.username?.message, USERNAME_HINT)}
          {...form.register("username")}
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
      <Field id={controlId("password")} label="Password" error={errors.password?.message} hint={PASSWORD_RULE}>
        <PasswordInput
          {...fieldControlProps(controlId("password"), errors.password?.message, PASSWORD_RULE)}
          {...form.register("password")}
          autoComplete="new-password"
          required
        />
      </Field>

      <Button type="submit" size="lg" className="w-full" disabled={registration.isPending || isRegistrationClosed}>
        {registration.isPending ? <PendingLabel>Creating account...</PendingLabel> : "Create Account"}
      </Button>

      <ModeSwitch question="Already have an account?" action="Sign in" onClick={() => onModeChange("login")} />
    </form>
  );
}
