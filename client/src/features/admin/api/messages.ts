import type { AdminMessageRow, Page } from "@shared/schemas/admin-lists";
import type { AdminMessageReplyBody, AdminMessageStatusBody } from "@shared/schemas/admin-records";
import { api } from "@/lib/api-client";

// The contact-message inbox: the contact form really delivers, and admins read the messages here.

/** GET: Page<AdminMessageRow> & { unread } (read through useAdminList). */
export const MESSAGES_PATH = "/api/admin/messages";
export type AdminMessagesPage = Page<AdminMessageRow> & { unread: number };

/** PUT /api/admin/messages/:id -> { message } */
export function updateMessageStatus(input: { id: number; body: AdminMessageStatusBody }): Promise<{
  message: AdminMessageRow;
}> {
  return api.put<{ message: AdminMessageRow }>(`${MESSAGES_PATH}/${input.id}`, input.body);
}

/** POST /api/admin/messages/:id/reply -> { message }: e-mailed through the mailer, repliedAt set. */
export function replyToMessage(input: { id: number; body: AdminMessageReplyBody }): Promise<{
  message: AdminMessageRow;
}> {
  return api.post<{ message: AdminMessageRow }>(`${MESSAGES_PATH}/${input.id}/reply`, input.body);
}
