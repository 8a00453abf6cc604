import { QueryClient } from "@tanstack/react-query";

// Spec conventions: no retry, never stale, no refetch on focus, no polling; mutations never retry.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
