import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { z } from "zod";
import { loginBodySchema, registerBodySchema } from "@shared/schemas/auth";
import { LIMITS } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { usePublicConfig } from "@/lib/public-config";
import { useLogin } from "../hooks/use-login";
import { useRegister } from "../hooks/use-register";

export type AuthMode = "login" | "register";

type FieldName = "username" | "email" | "password";
type FieldErrors = Partial<Record<FieldName, string>>;
const FIELD_ORDER: FieldName[] = ["username", "email", "password"];

type AuthDialogProps = {
  isOpen: boolean;
  mode: AuthMode;
  onOpenChange: (isOpen: boolean) => void;
  onModeChange: (mode: AuthMode) => void;
  onSuccess: () => void;
};

/** The sign-in / sign-up dialog (spec customer-app §2, §4). One instance lives in AuthDialogProvider. */
export function AuthDialog({ isOpen, mode, onOpenChange, onModeChange, onSuccess }: AuthDialogProps) {
  const { data: config } = usePublicConfig();
  const isRegister = mode === "register";
  const freeTrials = config?.freeTrialLimit ?? 1;
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? (
        <DialogContent
          title={isRegister ? "Create Account" : "Sign In"}
          description={
            isRegister
              ? `Start with ${freeTrials} free ${freeTrials === 1 ? "analysis" : "analyses"}. No card needed.`
              : "Welcome back. Sign in to analyze your content and see your dashboard."
          }
        >
          <AuthForm
            mode={mode}
            isRegistrationClosed={config?.allowNewRegistrations === false}
            onModeChange={onModeChange}
            onSuccess={onSuccess}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

type AuthFormProps = {
  mode: AuthMode;
  isRegistrationClosed: boolean;
  onModeChange: (mode: AuthMode) => void;
  onSuccess: () => void;
};

function firstErrors(fieldErrors: Record<string, string[] | undefined> | undefined): FieldErrors {
  const result: FieldErrors = {};
  for (const name of FIELD_ORDER) {
    const message = fieldErrors?.[name]?.[0];
    if (message) result[name] = message;
  }
  return result;
}

function AuthForm({ mode, isRegistrationClosed, onModeChange, onSuccess }: AuthFormProps) {
  const idPrefix = useId();
  const id = (name: FieldName) => `${idPrefix}-${name}`;
  const [values, setValues] = useState({ username: "", email: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const isRegister = mode === "register";
  const isPending = isRegister ? registerMutation.isPending : loginMutation.isPending;

  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = FIELD_ORDER.find((name) => next[name]);
    if (first) document.getElementById(id(first))?.focus();
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const name = event.target.dataset.field as FieldName;
    setValues((current) => ({ ...current, [name]: event.target.value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  function handleModeToggle() {
    setErrors({});
    onModeChange(isRegister ? "login" : "register");
  }

  function handleError(error: Error) {
    if (error instanceof ApiError) {
      const fromServer = firstErrors(error.fieldErrors);
      if (Object.keys(fromServer).length > 0) {
        showErrors(fromServer);
        return;
      }
    }
    const description = error instanceof ApiError && error.serverMessage ? error.serverMessage : "Please try again.";
    toast({ title: "Authentication failed", description, variant: "destructive" });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    if (isRegister) {
      const parsed = registerBodySchema.safeParse(values);
      if (!parsed.success) return showErrors(firstErrors(z.flattenError(parsed.error).fieldErrors));
      setErrors({});
      registerMutation.mutate(parsed.data, {
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
        onError: handleError,
      });
    } else {
      const parsed = loginBodySchema.safeParse({ email: values.email, password: values.password });
      if (!parsed.success) return showErrors(firstErrors(z.flattenError(parsed.error).fieldErrors));
      setErrors({});
      loginMutation.mutate(parsed.data, {
        onSuccess: ({ user }) => {
          toast({ title: "Signed in", description: `Welcome back, ${user.username}!`, variant: "success" });
          onSuccess();
        },
        onError: handleError,
      });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      {isRegister && isRegistrationClosed ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          New sign-ups are paused right now. Existing members can still sign in.
        </p>
      ) : null}

      {isRegister ? (
        <Field
          id={id("username")}
          label="Username"
          error={errors.username}
          hint={`${LIMITS.usernameMin}-${LIMITS.usernameMax} characters: letters, digits, dots, dashes, underscores`}
        >
          <Input
            {...fieldControlProps(id("username"), errors.username)}
            aria-describedby={errors.username ? `${id("username")}-error` : `${id("username")}-hint`}
            name="username"
            data-field="username"
            dir="auto"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={values.username}
            onChange={handleChange}
          />
        </Field>
      ) : null}

      <Field id={id("email")} label="Email" error={errors.email}>
        <Input
          {...fieldControlProps(id("email"), errors.email)}
          name="email"
          data-field="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.email}
          onChange={handleChange}
        />
      </Field>

      <Field
        id={id("password")}
        label="Password"
        error={errors.password}
        hint={isRegister ? `At least ${LIMITS.passwordMin} characters` : undefined}
      >
        <Input
          {...fieldControlProps(id("password"), errors.password)}
          aria-describedby={
            errors.password ? `${id("password")}-error` : isRegister ? `${id("password")}-hint` : undefined
          }
          name="password"
          data-field="password"
          type="password"
          autoComplete={isRegister ? "new-password" : "current-password"}
          required
          value={values.password}
          onChange={handleChange}
        />
      </Field>

      <Button type="submit" size="lg" className="w-full" disabled={isPending || (isRegister && isRegistrationClosed)}>
        {isPending ? (
          <>
            <Spinner />
            {isRegister ? "Creating account..." : "Signing in..."}
          </>
        ) : isRegister ? (
          "Create Account"
        ) : (
          "Sign In"
        )}
      </Button>

      <p className="text-center text-sm text-slate-600">
        <button
          type="button"
          onClick={handleModeToggle}
          className="rounded font-medium text-slate-700 hover:text-brand-700"
        >
          {isRegister ? "Already have an account? " : "Don't have an account? "}
          <span className="text-brand-700 underline underline-offset-4">{isRegister ? "Sign in" : "Sign up"}</span>
        </button>
      </p>
    </form>
  );
}

function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 animate-spin" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
