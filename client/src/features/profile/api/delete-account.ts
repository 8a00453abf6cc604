import type { DeleteAccountBody } from "@shared/schemas/account";
import type { MessageResponse } from "@shared/schemas/auth";
import { api } from "@/lib/api-client";

/**
 * POST /api/account/delete: asks for the password again (400 fieldErrors.password when wrong). A payment
 * provider failure is a 502 and leaves the account as it was; success clears the session cookie.
 */
export function deleteAccount(body: DeleteAccountBody): Promise<MessageResponse> {
  return api.post<MessageResponse>("/api/account/delete", body);
}
