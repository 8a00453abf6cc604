import { useQuery } from "@tanstack/react-query";
import { checkResetToken } from "../api/check-reset-token";

/**
 * Checks the link once per token. The app's query defaults (no retry, never stale, no refetch on focus) matter
 * here: a 400 or 410 is the answer rather than a hiccup, and the page must not flip to "already used" while the
 * new password is being saved with this very link.
 */
export function useResetToken(token: string) {
  return useQuery({ queryKey: ["password-reset-token", token], queryFn: () => checkResetToken(token) });
}
