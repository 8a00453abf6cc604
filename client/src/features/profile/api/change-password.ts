import type { ChangePasswordBody } from "@shared/schemas/account";
import type { MessageResponse } from "@shared/schemas/auth";
import { api } from "@/lib/api-client";

/**
 * POST /api/account/password: needs the current password; signs out the user's other sessions. A wrong current
 * password is a 400 with fieldErrors.currentPassword.
 */
export function changePassword(body: ChangePasswordBody): Promise<MessageResponse> {
  return api.post<MessageResponse>("/api/account/password", body);
}
