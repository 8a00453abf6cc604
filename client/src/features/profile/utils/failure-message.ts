import { ApiError } from "@/lib/api-client";

/**
 * What a failure toast says: the server's own message for a refused request (400 "Add a card first…", 409 "nothing to
 * reactivate"), else the caller's fallback sentence. A 5xx or a network failure has nothing useful to add.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.serverMessage.trim()) return error.serverMessage;
  return fallback;
}
