import { api } from "@/lib/api-client";

/** POST /api/admin/logout: revokes the token on the server. */
export function logoutAdmin(): Promise<{ message: string }> {
  return api.post<{ message: string }>("/api/admin/logout");
}
