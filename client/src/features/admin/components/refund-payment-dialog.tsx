import { formatCents } from "@shared/billing";
import type { AdminPaymentRow } from "@shared/schemas/admin-lists";
import { refundPayment } from "../api/operator";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { formatDateTime } from "../utils/date-time";
import { paymentTypeLabel } from "../utils/labels";
import { ConfirmDialog } from "./confirm-dialog";

type RefundPaymentDialogProps = {
  /** The payment to refund; null keeps the dialog closed. */
  payment: AdminPaymentRow | null;
  onClose: () => void;
};

/** Asks before refunding a whole payment through the payment provider, and says what else the refund does. */
export function RefundPaymentDialog({ payment, onClose }: RefundPaymentDialogProps) {
  const refund = useAdminMutation({
    mutationFn: (row: AdminPaymentRow) => refundPayment(row.id),
    successToast: (answer) => ({ title: "Payment Refunded", description: answer.message }),
    errorTitle: "Failed to refund the payment.",
    onSuccess: onClose,
  });
  const left = payment ? payment.amount - payment.refundedAmount : 0;
  return (
    <ConfirmDialog
      open={payment !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Refund Payment"
      description={
        payment ? (
          <>
            Refund {formatCents(left)} of payment #{payment.id} ({paymentTypeLabel(payment.type)},{" "}
            {formatDateTime(payment.createdAt)}) to{" "}
            {payment.user ? <bdi>{payment.user.username}</bdi> : "a deleted user"}
            's card?
            <span className="mt-2 block">
              {payment.type === "subscription"
                ? "Their Pro subscription ends now and will not renew."
                : "The analysis it paid for is taken back if it has not been used."}{" "}
              They get a refund receipt by e-mail. This cannot be undone.
            </span>
            {payment.refundReason ? (
              <span className="mt-2 block">
                Their reason: <q dir="auto">{payment.refundReason}</q>
              </span>
            ) : null}
          </>
        ) : null
      }
      confirmLabel="Refund"
      pendingLabel="Refunding..."
      isPending={refund.isPending}
      destructive
      onConfirm={() => (payment ? refund.mutate(payment) : undefined)}
    />
  );
}
