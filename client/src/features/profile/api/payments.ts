import type { PaymentHistoryItem, PaymentHistoryResponse, RefundRequestResponse } from "@shared/schemas/refunds";
import { api } from "@/lib/api-client";

/** GET /api/payments: the signed-in user's payments, newest first. */
export async function listPayments(): Promise<PaymentHistoryItem[]> {
  return (await api.get<PaymentHistoryResponse>("/api/payments")).payments;
}

/** POST /api/payments/:id/refund-request: the money-back guarantee's claim on one payment. */
export function requestRefund(input: { paymentId: number; reason: string }): Promise<RefundRequestResponse> {
  return api.post<RefundRequestResponse>(`/api/payments/${input.paymentId}/refund-request`, { reason: input.reason });
}
