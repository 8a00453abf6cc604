import type { ApiKey, ApiKeyListResponse } from "@shared/schemas/public-api";
import { api } from "@/lib/api-client";

/** GET /api/api-keys: the user's keys, revoked ones included, without their secrets. */
export async function listApiKeys(): Promise<ApiKey[]> {
  const answer = await api.get<ApiKeyListResponse>("/api/api-keys");
  return answer.apiKeys;
}
