import { isRefundable } from "@shared/billing";
import type { AdminPaymentRow, AdminUserRow, Page } from "@shared/schemas/admin-lists";
import type { AdminRefundResponse } from "@shared/schemas/refunds";
import { api } from "@/lib/api-client";

// The operator's actions on one creator: refund a payment, cancel Pro, a Pro month, a verification mail.

export type AdminUserActionResponse = { message: string; user: AdminUserRow };
export type UserAction = "cancel-pro" | "grant-pro-month" | "resend-verification";

/** POST /api/admin/payments/{id}/refund: the whole payment back through the provider, once. */
export function refundPayment(paymentId: number): Promise<AdminRefundResponse> {
  return api.post<AdminRefundResponse>(`/api/admin/payments/${paymentId}/refund`);
}

/** POST /api/admin/users/{id}/{action}. */
export function runUserAction(userId: number, action: UserAction): Promise<AdminUserActionResponse> {
  return api.post<AdminUserActionResponse>(`/api/admin/users/${userId}/${action}`);
}

/**
 * A creator's payments whose money was taken and not all given back, newest first: what a refund from the
 * user's row can choose from (a paid one, or one paid without its grant whose automatic refund failed).
 */
export async function refundablePayments(userId: number): Promise<AdminPaymentRow[]> {
  const page = await api.get<Page<AdminPaymentRow>>(
    `/api/admin/payments?userId=${userId}&sort=createdAt&order=desc&pageSize=25`,
  );
  return page.items.filter(isRefundable);
}
