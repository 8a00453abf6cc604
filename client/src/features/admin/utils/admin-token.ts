import { ADMIN_TOKEN_KEY } from "@/lib/api-client";

// localStorage.adminToken, the name the admin client has always used; the server checks it on every call.

export function readAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAdminToken(token: string): void {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  try {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage switched off: nothing was stored either.
  }
}
