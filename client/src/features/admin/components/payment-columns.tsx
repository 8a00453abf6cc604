import { formatCents, isRefundable } from "@shared/billing";
import type { AdminPaymentRow } from "@shared/schemas/admin-lists";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "../utils/date-time";
import { paymentMethodLabel, paymentStatusBadge, paymentTypeLabel } from "../utils/labels";
import type { ColumnDef } from "./data-table";
import { RowAction } from "./row-actions";

export const PAYMENT_SORTS = ["createdAt", "amount", "status"];
/** Shown only when the operator asks (Columns), so the table fits a 1280 px screen. */
export const PAYMENT_OPTIONAL_COLUMNS = ["method", "promoCode"];

function amountText(payment: AdminPaymentRow): string {
  const currency = payment.currency.toLowerCase() === "usd" ? "" : ` ${payment.currency.toUpperCase()}`;
  return `${formatCents(payment.amount)}${currency}`;
}

/** The refund line under the status: the creator's request, or a part refunded in Stripe's dashboard. */
function refundNote(payment: AdminPaymentRow): string | null {
  if (payment.status === "refunded") return payment.refundedAt ? `on ${formatDateTime(payment.refundedAt)}` : null;
  if (payment.status !== "succeeded") return null;
  if (payment.refundRequestedAt) return `Refund requested ${formatDateTime(payment.refundRequestedAt)}`;
  if (payment.refundedAmount > 0) return `${formatCents(payment.refundedAmount)} refunded`;
  return null;
}

/** The Payments table: every charge attempt with its status, the failure reason or refund, and Refund. */
export function paymentColumns(options: {
  onRefund: (payment: AdminPaymentRow) => void;
}): ColumnDef<AdminPaymentRow>[] {
  return [
    { id: "createdAt", header: "Date", cell: ({ row }) => formatDateTime(row.original.createdAt) },
    {
      id: "user",
      header: "User",
      cell: ({ row }) =>
        row.original.user ? (
          <span className="flex flex-col">
            <span dir="auto" className="font-medium text-slate-900">
              {row.original.user.username}
            </span>
            <span className="text-xs text-slate-600">{row.original.user.email}</span>
          </span>
        ) : (
          <span className="italic text-slate-500">Deleted user</span>
        ),
    },
    {
      id: "amount",
      header: "Amount",
      cell: ({ row }) => <span className="font-semibold tabular-nums">{amountText(row.original)}</span>,
    },
    { id: "type", header: "Type", cell: ({ row }) => paymentTypeLabel(row.original.type) },
    { id: "method", header: "Method", cell: ({ row }) => paymentMethodLabel(row.original.method) },
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => {
        const badge = paymentStatusBadge(row.original.status);
        const reason = row.original.failureMessage;
        const refund = refundNote(row.original);
        return (
          <span className="flex flex-col items-start gap-0.5">
            <Badge tone={badge.tone} title={reason ?? undefined}>
              {badge.label}
            </Badge>
            {reason ? (
              <span className="block max-w-60 truncate text-xs text-red-800" title={reason}>
                {reason}
              </span>
            ) : null}
            {refund ? (
              <span
                className="block max-w-60 truncate text-xs text-amber-900"
                title={row.original.refundReason ?? undefined}
              >
                {refund}
              </span>
            ) : null}
          </span>
        );
      },
    },
    {
      id: "promoCode",
      header: "Promo code",
      cell: ({ row }) =>
        row.original.promoCode ? (
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{row.original.promoCode}</code>
        ) : (
          "—"
        ),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) =>
        isRefundable(row.original) ? (
          <RowAction
            label={`Refund payment #${row.original.id}`}
            tone="danger"
            onClick={() => options.onRefund(row.original)}
          >
            Refund
          </RowAction>
        ) : null,
    },
  ];
}
