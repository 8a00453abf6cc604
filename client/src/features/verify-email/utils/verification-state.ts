import { ApiError } from "@/lib/api-client";

/** What /verify-email shows. */
export type VerificationState =
  | { kind: "missing-token" }
  | { kind: "loading" }
  /**
   * Verified now, or a link opened again by an account that is verified already: both are good news. `message` is
   * the server's (in the reader's language), or null for the screen's own words.
   */
  | { kind: "success"; message: string | null; username: string | null }
  /** The link is past its expiry: the expired state, which offers a fresh link. */
  | { kind: "expired"; message: string | null }
  | { kind: "error"; message: string | null };

type VerifyAnswer = { message?: string; user?: { username: string } | null };

export type VerificationResult =
  { status: "pending" } | { status: "success"; data: VerifyAnswer } | { status: "error"; error: unknown };

/**
 * The state for a verification answer. A 200 is success (the server answers 200 "Your e-mail is already
 * verified." to a used link of a verified account); 410 TOKEN_EXPIRED is the expired state; anything else is
 * the error state with the server's message.
 */
export function verificationState(token: string | null, result: VerificationResult): VerificationState {
  if (!token) return { kind: "missing-token" };
  if (result.status === "pending") return { kind: "loading" };
  if (result.status === "success") {
    const message = result.data.message?.trim() || null;
    return { kind: "success", message, username: result.data.user?.username ?? null };
  }
  const { error } = result;
  const isApiError = error instanceof ApiError;
  const message = isApiError && error.serverMessage.trim() ? error.serverMessage : null;
  // An older server said 409 ALREADY_VERIFIED instead of 200; it is the same good news.
  if (isApiError && error.code === "ALREADY_VERIFIED") return { kind: "success", message, username: null };
  if (isApiError && (error.code === "TOKEN_EXPIRED" || error.status === 410)) return { kind: "expired", message };
  return { kind: "error", message };
}
