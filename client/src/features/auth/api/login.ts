import type { AuthResponse, LoginBody } from "@shared/schemas/auth";
import { api } from "@/lib/api-client";

/** POST /api/login: sets the session cookie and answers the user. */
export function login(body: LoginBody): Promise<AuthResponse> {
  return api.post<AuthResponse>("/api/login", body);
}
