import type { TFunction } from "i18next";
import { isRefundable } from "@shared/billing";
import type { AdminPaymentRow } from "@shared/schemas/admin-lists";
import { Badge } from "@/components/ui/badge";
import type { AdminFormat } from "../utils/admin-format";
import { paymentMethodLabel, paymentStatusBadge, paymentTypeLabel } from "../utils/labels";
import type { ColumnDef } from "./data-table";
import { RowAction } from "./row-actions";

export const PAYMENT_SORTS = ["createdAt", "amount", "status"];
/** Shown only when the operator asks (Columns), so the table fits a 1280 px screen. */
export const PAYMENT_OPTIONAL_COLUMNS = ["method", "promoCode"];

type AdminT = TFunction<"admin">;

function amountText(payment: AdminPaymentRow, format: AdminFormat): string {
  const currency = payment.currency.toLowerCase() === "usd" ? "" : ` ${payment.currency.toUpperCase()}`;
  return `${format.money(payment.amount)}${currency}`;
}

/** The refund line under the status: the creator's request, or a part refunded in Stripe's dashboard. */
function refundNote(payment: AdminPaymentRow, t: AdminT, format: AdminFormat): string | null {
  if (payment.status === "refunded")
    return payment.refundedAt ? t("payments.refundedOn", { date: format.dateTime(payment.refundedAt) }) : null;
  if (payment.status !== "succeeded") return null;
  if (payment.refundRequestedAt)
    return t("payments.refundRequested", { date: format.dateTime(payment.refundRequestedAt) });
  if (payment.refundedAmount > 0) return t("payments.partlyRefunded", { amount: format.money(payment.refundedAmount) });
  return null;
}

/** The Payments table: every charge attempt with its status, the failure reason or refund, and Refund. */
export function paymentColumns({
  t,
  format,
  onRefund,
}: {
  /** The words and figures of the admin's language (cell templates call no hooks). */
  t: AdminT;
  format: AdminFormat;
  onRefund: (payment: AdminPaymentRow) => void;
}): ColumnDef<AdminPaymentRow>[] {
  return [
    { id: "createdAt", header: t("payments.columns.date"), cell: ({ row }) => format.dateTime(row.original.createdAt) },
    {
      id: "user",
      header: t("payments.columns.user"),
      cell: ({ row }) =>
        row.original.user ? (
          <span className="flex flex-col">
            <span dir="auto" className="font-medium text-slate-900">
              {row.original.user.username}
            </span>
            <span className="text-xs text-slate-600">{row.original.user.email}</span>
          </span>
        ) : (
          <span className="italic text-slate-500">{t("payments.deletedUser")}</span>
        ),
    },
    {
      id: "amount",
      header: t("payments.columns.amount"),
      cell: ({ row }) => <span className="font-semibold tabular-nums">{amountText(row.original, format)}</span>,
    },
    { id: "type", header: t("payments.columns.type"), cell: ({ row }) => paymentTypeLabel(row.original.type, t) },
    {
      id: "method",
      header: t("payments.columns.method"),
      cell: ({ row }) => paymentMethodLabel(row.original.method, t),
    },
    {
      id: "status",
      header: t("payments.columns.status"),
      cell: ({ row }) => {
        const badge = paymentStatusBadge(row.original.status, t);
        // The provider's own words for a failure, shown as they came.
        const reason = row.original.failureMessage;
        const refund = refundNote(row.original, t, format);
        return (
          <span className="flex flex-col items-start gap-0.5">
            <Badge tone={badge.tone} title={reason ?? undefined}>
              {badge.label}
            </Badge>
            {reason ? (
              <span dir="auto" className="block max-w-60 truncate text-xs text-red-800" title={reason}>
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
      header: t("payments.columns.promoCode"),
      cell: ({ row }) =>
        row.original.promoCode ? (
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs">{row.original.promoCode}</code>
        ) : (
          t("table.none")
        ),
    },
    {
      id: "actions",
      header: () => <span className="sr-only">{t("table.actions")}</span>,
      cell: ({ row }) =>
        isRefundable(row.original) ? (
          <RowAction
            label={t("payments.refundLabel", { id: String(row.original.id) })}
            tone="danger"
            onClick={() => onRefund(row.original)}
          >
            {t("payments.refundAction")}
          </RowAction>
        ) : null,
    },
  ];
}
