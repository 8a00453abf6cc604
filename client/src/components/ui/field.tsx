import * as LabelPrimitive from "@radix-ui/react-label";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useValidationText } from "./validation-text";

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: ReactNode;
};

/** A label, the control and its error message, wired for screen readers (the control sets aria-describedby). */
export function Field({ id, label, error: message, hint, optional, children }: FieldProps) {
  const { t } = useTranslation();
  // The shared schemas' English messages, checked in the browser, read in the reader's language.
  const error = useValidationText()(message);
  return (
    <div className="space-y-1.5">
      <LabelPrimitive.Root htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional ? <span className="ms-1 font-normal text-slate-500">{t("ui.optional")}</span> : null}
      </LabelPrimitive.Root>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Props for the control inside a Field so that its error (or, while there is none, its hint) is announced.
 * Pass `hint` when the Field has one: a rule shown before anyone fails it is read with the control.
 */
export function fieldControlProps(id: string, error?: string, hint?: string) {
  return {
    id,
    name: id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}
