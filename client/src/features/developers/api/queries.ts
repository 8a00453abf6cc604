import type { Language } from "@shared/constants";
import { queryOptions } from "@tanstack/react-query";
import { getOpenApiDocument } from "./get-openapi-document";
import { listApiKeys } from "./list-api-keys";
import { listWebhookDeliveries } from "./list-webhook-deliveries";

/** The signed-in user's API keys. */
export const apiKeysQuery = () => queryOptions({ queryKey: ["api-keys"] as const, queryFn: listApiKeys });

/** One key's webhook deliveries; under the keys' prefix, so a reset of the user's queries drops them too. */
export const webhookDeliveriesQuery = (keyId: string) =>
  queryOptions({
    queryKey: ["api-keys", keyId, "webhook-deliveries"] as const,
    queryFn: () => listWebhookDeliveries(keyId),
  });

/** The OpenAPI document; it changes only with a deploy, so one fetch per visit is enough. */
/** Its prose is in the reader's language (the server reads the "lang" cookie the interface writes): one per language. */
export const openApiDocumentQuery = (language: Language) =>
  queryOptions({ queryKey: ["openapi-document", language] as const, queryFn: getOpenApiDocument, staleTime: Infinity });
