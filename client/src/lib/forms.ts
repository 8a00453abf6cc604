import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Puts the server's `fieldErrors` (a 400 from the shared zod schema, a 409 duplicate e-mail or username, a wrong
 * current password) on the form's own fields, focusing the first. Returns whether any field took an error, so the
 * caller toasts only what no field shows. Every form uses this: one pattern for server field errors.
 *
 * `fieldNames` maps a server field onto the form's where they differ (the test card form's one "expiry" field is
 * the body's expMonth and expYear); the first message for a form field wins.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, "getValues" | "setError">,
  error: unknown,
  fieldNames: Partial<Record<string, Path<T>>> = {},
): boolean {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false;
  const values = form.getValues();
  const applied = new Set<string>();
  for (const [serverField, messages] of Object.entries(error.fieldErrors)) {
    const field = fieldNames[serverField] ?? serverField;
    if (!(field in values) || applied.has(field) || !messages[0]) continue;
    form.setError(field as Path<T>, { type: "server", message: messages[0] }, { shouldFocus: applied.size === 0 });
    applied.add(field);
  }
  return applied.size > 0;
}
