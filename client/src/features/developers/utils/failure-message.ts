import { ApiError } from "@/lib/api-client";

/**
 * What a failure toast says: the server's own message for a refused request (403 "API keys are part of Pro", 400
 * "Use an https address"), which arrives in the reader's language, else the caller's fallback sentence. A 5xx or a
 * network failure has nothing useful to add.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.serverMessage.trim()) return error.serverMessage;
  return fallback;
}
