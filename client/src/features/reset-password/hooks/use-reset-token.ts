import { useQuery } from "@tanstack/react-query";
import { resetTokenQuery } from "../api/queries";

/**
 * Checks the link once per token. The app's query defaults (no retry, never stale, no refetch on focus) matter
 * here: a 400 or 410 is the answer rather than a hiccup, and the page must not flip to "already used" while the
 * new password is being saved with this very link.
 */
export function useResetToken(token: string) {
  return useQuery(resetTokenQuery(token));
}
