import type { ApiKeyResponse } from "@shared/schemas/public-api";
import { api } from "@/lib/api-client";

/** DELETE /api/api-keys/:id: revokes the key for good; it stays in the list, marked revoked. */
export function revokeApiKey(id: string): Promise<ApiKeyResponse> {
  return api.delete<ApiKeyResponse>(`/api/api-keys/${encodeURIComponent(id)}`);
}
