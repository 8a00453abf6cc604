import type { AdminAccountRow } from "@shared/schemas/admin-lists";
import type { AdminChangePasswordBody, AdminCreateAccountBody } from "@shared/schemas/admin-records";
import { api, apiRequest } from "@/lib/api-client";

// Admin accounts, their login attempts and the audit log. Lists are read through useAdminList.

export const ADMIN_ACCOUNTS_PATH = "/api/admin/admin-users";
export const LOGIN_ATTEMPTS_PATH = "/api/admin/login-attempts";
export const AUDIT_LOG_PATH = "/api/admin/audit-log";

/** POST /api/admin/admin-users -> 201 { admin }; createdBy comes from the token on the server. */
export function createAdminAccount(body: AdminCreateAccountBody): Promise<{ admin: AdminAccountRow }> {
  return api.post<{ admin: AdminAccountRow }>(ADMIN_ACCOUNTS_PATH, body);
}

/** PUT /api/admin/admin-users/:id/password -> { message }; the admin's other sessions are revoked. */
export function changeAdminPassword(input: {
  id: number;
  body: AdminChangePasswordBody;
}): Promise<{ message: string }> {
  return api.put<{ message: string }>(`${ADMIN_ACCOUNTS_PATH}/${input.id}/password`, input.body);
}

/** DELETE /api/admin/admin-users/:id with the username typed again -> { message } (409 for self or the last). */
export function deleteAdminAccount(input: { id: number; confirmUsername: string }): Promise<{ message: string }> {
  return apiRequest<{ message: string }>("DELETE", `${ADMIN_ACCOUNTS_PATH}/${input.id}`, {
    body: { confirmUsername: input.confirmUsername },
  });
}
