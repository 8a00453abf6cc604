import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiKey } from "@shared/schemas/public-api";
import { createApiKey } from "../api/create-api-key";
import { apiKeysQuery } from "../api/queries";
import { revokeApiKey } from "../api/revoke-api-key";

/** The user's keys; only asked for when the user may have any (Pro), as the server refuses the others. */
export function useApiKeys(isEnabled: boolean) {
  return useQuery({ ...apiKeysQuery(), enabled: isEnabled });
}

/** Puts a key as the server answered it into the cached list, so the list changes without waiting for a refetch. */
export function useStoreKey() {
  const queryClient = useQueryClient();
  return (apiKey: ApiKey) => {
    queryClient.setQueryData(apiKeysQuery().queryKey, (keys) =>
      keys?.some((key) => key.id === apiKey.id)
        ? keys.map((key) => (key.id === apiKey.id ? apiKey : key))
        : [apiKey, ...(keys ?? [])],
    );
    void queryClient.invalidateQueries({ queryKey: apiKeysQuery().queryKey, exact: true });
  };
}

/**
 * Creates a key. The secret is in the mutation's answer only: the cached list gets the key without it, so once the
 * one-time dialog is closed nothing in the page still holds it.
 */
export function useCreateApiKey() {
  const storeKey = useStoreKey();
  // gcTime 0: the answer (with the secret) leaves the mutation cache as soon as nothing observes it.
  return useMutation({ mutationFn: createApiKey, onSuccess: (answer) => storeKey(answer.apiKey), gcTime: 0 });
}

/** Revokes a key; it stays in the list, marked revoked. */
export function useRevokeApiKey() {
  const storeKey = useStoreKey();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: (answer) => storeKey(answer.apiKey) });
}
