import { LoaderCircle } from "lucide-react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { Field, fieldControlProps } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import type { AuthMode } from "./auth-dialog";

/** What every view of the auth dialog receives from it. */
export type AuthViewProps = {
  /** The e-mail typed in the previous view, so switching views does not make the visitor type it again. */
  defaultEmail: string;
  onEmailChange: (email: string) => void;
  /** Focus the first field on mount (after a switch inside the dialog). */
  shouldFocusOnMount: boolean;
  onModeChange: (mode: AuthMode) => void;
};

/** The "Authentication failed" toast with the server's message (in the reader's language: the request said it). */
export function toastAuthFailure(error: unknown, t: TFunction) {
  const description = error instanceof ApiError && error.serverMessage ? error.serverMessage : t("auth.tryAgain");
  toast({ title: t("auth.failed"), description, variant: "destructive" });
}

/** A name someone typed, inside a sentence of the other direction: isolated, so it keeps its own order (Arabic only:
 * the English toasts stay exactly as they were). */
export function isolated(text: string, language: string): string {
  return language === "ar" ? `\u2068${text}\u2069` : text;
}

export function PendingLabel({ children }: { children: string }) {
  return (
    <>
      <LoaderCircle className="h-4 w-4 animate-spin" />
      {children}
    </>
  );
}

type ModeSwitchProps = { question: string; action: string; onClick: () => void };

/** "Don't have an account? Sign up" under the form. */
export function ModeSwitch({ question, action, onClick }: ModeSwitchProps) {
  return (
    <p className="text-center text-sm text-slate-600">
      <button type="button" onClick={onClick} className="rounded font-medium text-slate-700 hover:text-brand-700">
        {question} <span className="text-brand-700 underline underline-offset-4">{action}</span>
      </button>
    </p>
  );
}

type EmailFieldProps = { id: string; error?: string; registration: UseFormRegisterReturn };

/** The e-mail field every auth view starts with: labelled, its error announced, no autocorrect. */
export function EmailField({ id, error, registration }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t("auth.email")} error={error}>
      <Input
        {...fieldControlProps(id, error)}
        {...registration}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        dir="ltr"
        required
      />
    </Field>
  );
}
