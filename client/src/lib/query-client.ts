import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

// Query defaults: no retry, never stale, no refetch on focus, no polling; mutations never retry. One exception: a read
// answered 503 because the database is briefly away or the server it reached is restarting did nothing on the server,
// so it is asked again, twice, a few seconds apart: a restart then costs the creator a short wait instead of an error
// page. Writes are never repeated by the client.
const TRANSIENT_CODES = new Set(["DATABASE_UNAVAILABLE", "SHUTTING_DOWN"]);
export const TRANSIENT_RETRIES = 2;

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return (
    failureCount < TRANSIENT_RETRIES &&
    error instanceof ApiError &&
    error.status === 503 &&
    TRANSIENT_CODES.has(error.code ?? "")
  );
}

/** 2 s, then 4 s. */
export const transientRetryDelay = (failureCount: number) => 2000 * 2 ** failureCount;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryRead,
        retryDelay: transientRetryDelay,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
