import type { MessageResponse } from "@shared/schemas/auth";
import { api } from "@/lib/api-client";

/** POST /api/logout: destroys the server session. */
export function logout(): Promise<MessageResponse> {
  return api.post<MessageResponse>("/api/logout");
}
