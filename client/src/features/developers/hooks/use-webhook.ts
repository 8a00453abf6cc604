import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { webhookDeliveriesQuery } from "../api/queries";
import { replayWebhookDelivery } from "../api/replay-webhook-delivery";
import { setWebhookUrl } from "../api/set-webhook-url";
import { useStoreKey } from "./use-api-keys";

/** How often an open delivery log asks again while a delivery waits for its next attempt. */
const PENDING_REFRESH_MS = 15_000;

/** Sets or clears a key's webhook URL; a new URL comes with its signing secret, once. */
export function useSetWebhook(keyId: string) {
  const storeKey = useStoreKey();
  return useMutation({
    mutationFn: (url: string | null) => setWebhookUrl(keyId, { url }),
    onSuccess: (answer) => storeKey(answer.apiKey),
    // The answer holds the signing secret: gone from the mutation cache once nothing observes it.
    gcTime: 0,
  });
}

/** A key's deliveries, asked again on each opening and, while one is pending, every 15 s. */
export function useWebhookDeliveries(keyId: string) {
  return useQuery({
    ...webhookDeliveriesQuery(keyId),
    refetchOnMount: "always",
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === "pending") ? PENDING_REFRESH_MS : false,
  });
}

/** Sends a delivery again by hand; the log then shows the server's view of it. */
export function useReplayDelivery(keyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) => replayWebhookDelivery(keyId, deliveryId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesQuery(keyId).queryKey }),
  });
}
