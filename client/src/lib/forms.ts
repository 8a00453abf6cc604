import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Puts the server's `fieldErrors` (a 400 from the shared zod schema, a 409 duplicate e-mail or username, a wrong
 * current password) on the form's own fields, focusing the first. Returns whether any field took an error, so the
 * caller toasts only what no field shows. Every form uses this: one pattern for server field errors.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, "getValues" | "setError">,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError) || !error.fieldErrors) return false;
  const values = form.getValues();
  let applied = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (!(field in values) || !messages[0]) continue;
    form.setError(field as Path<T>, { type: "server", message: messages[0] }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}
