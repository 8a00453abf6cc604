import { ApiError } from "@/lib/api-client";

/** The server's own words for a failure (without the "STATUS: " prefix), or the error's message. */
export function serverMessageOf(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverMessage || undefined;
  if (error instanceof Error) return error.message || undefined;
  return undefined;
}

/** A 401 from an admin call: the token is missing, expired or revoked (handled once, by the session guard). */
export function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
