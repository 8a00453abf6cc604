import { z } from "zod";

// The money-back guarantee: a creator's payment history and refund requests, and the admin's refund.

/** A payment can be claimed back for this many days after it was made. */
export const REFUND_WINDOW_DAYS = 30;
export const REFUND_REASON_MAX = 500;

export const PAYMENT_HISTORY_STATUSES = ["succeeded", "pending", "failed", "refunded"] as const;
export type PaymentHistoryStatus = (typeof PAYMENT_HISTORY_STATUSES)[number];

/** One payment as its owner sees it in the profile. */
export type PaymentHistoryItem = {
  id: number;
  createdAt: string;
  amount: number; // cents
  currency: string;
  type: "per_post" | "subscription";
  method: string;
  status: PaymentHistoryStatus;
  testMode: boolean;
  refundRequestedAt: string | null;
  refundedAt: string | null;
  refundedAmount: number; // cents
  /** The last day a refund can be asked for; null when this payment cannot be refunded at all. */
  refundableUntil: string | null;
  /** True while "Request a refund" is offered: paid, within the window, not yet asked for or refunded. */
  canRequestRefund: boolean;
};

export type PaymentHistoryResponse = { payments: PaymentHistoryItem[] };

export const refundRequestBodySchema = z
  .object({
    reason: z
      .string({ message: "The reason must be text" })
      .trim()
      .max(REFUND_REASON_MAX, `The reason must be at most ${REFUND_REASON_MAX} characters`)
      .optional()
      .default(""),
  })
  .strict();
export type RefundRequestBody = z.input<typeof refundRequestBodySchema>;

export type RefundRequestResponse = { message: string; payment: PaymentHistoryItem };

/** The admin's one-click actions take nothing but the id in the path; any field sent is refused by name. */
export const noInputBodySchema = z.object({}, { message: "This action takes no input" }).strict();

/** What an admin's refund did besides giving the money back. */
export type AdminRefundResponse = {
  message: string;
  paymentId: number;
  refundedAmount: number; // cents
  /** per_post: the unused analysis credit was taken back (false when it had been used already). */
  creditTakenBack: boolean;
  /** subscription: Pro ended with it. */
  proEnded: boolean;
};
