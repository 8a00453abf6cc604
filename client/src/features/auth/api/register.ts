import type { AuthResponse, RegisterBody } from "@shared/schemas/auth";
import { api } from "@/lib/api-client";

/** POST /api/register: creates the account, signs it in and mails the verification link. */
export function register(body: RegisterBody): Promise<AuthResponse> {
  return api.post<AuthResponse>("/api/register", body);
}
