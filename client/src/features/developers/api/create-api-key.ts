import type { CreateApiKeyBody, CreateApiKeyResponse } from "@shared/schemas/public-api";
import { api } from "@/lib/api-client";

/** POST /api/api-keys: a new key; the answer is the only time its secret is sent (Pro only, else 403). */
export function createApiKey(body: CreateApiKeyBody): Promise<CreateApiKeyResponse> {
  return api.post<CreateApiKeyResponse>("/api/api-keys", body);
}
