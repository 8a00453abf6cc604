import { formatCents } from "@shared/billing";
import type { AdminPaymentRow } from "@shared/schemas/admin-lists";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "../utils/date-time";
import { paymentMethodLabel, paymentStatusBadge, paymentTypeLabel } from "../utils/labels";
import type { ColumnDef } from "./data-table";

export const PAYMENT_SORTS = ["createdAt", "amount", "status"];
/** Shown only when the operator asks (Columns), so the table fits a 1280 px screen. */
export const PAYMENT_OPTIONAL_COLUMNS = ["method", "promoCode"];

function amountText(payment: AdminPaymentRow): string {
  const currency = payment.currency.toLowerCase() === "usd" ? "" : ` ${payment.currency.toUpperCase()}`;
  return `${formatCents(payment.amount)}${currency}`;
}

/** The Payments table: every charge attempt with its status, and the failure reason when it failed. */
export function paymentColumns(): ColumnDef<AdminPaymentRow>[] {
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
  ];
}
