import { Trans, useTranslation } from "react-i18next";
import type { AdminPaymentRow } from "@shared/schemas/admin-lists";
import { refundPayment } from "../api/operator";
import { useAdminFormat } from "../hooks/use-admin-format";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { paymentTypeLabel } from "../utils/labels";
import { ConfirmDialog } from "./confirm-dialog";

type RefundPaymentDialogProps = {
  /** The payment to refund; null keeps the dialog closed. */
  payment: AdminPaymentRow | null;
  onClose: () => void;
};

/** Asks before refunding a whole payment through the payment provider, and says what else the refund does. */
export function RefundPaymentDialog({ payment, onClose }: RefundPaymentDialogProps) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const refund = useAdminMutation({
    mutationFn: (row: AdminPaymentRow) => refundPayment(row.id),
    successToast: (answer) => ({ title: t("refund.doneTitle"), description: answer.message }),
    errorTitle: t("refund.failed"),
    onSuccess: onClose,
  });
  const left = payment ? payment.amount - payment.refundedAmount : 0;
  return (
    <ConfirmDialog
      open={payment !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("refund.title")}
      description={
        payment ? (
          <>
            <Trans
              t={t}
              i18nKey={payment.user ? "refund.question" : "refund.questionDeleted"}
              values={{
                amount: format.money(left),
                id: String(payment.id),
                type: paymentTypeLabel(payment.type, t),
                date: format.dateTime(payment.createdAt),
                name: payment.user?.username,
              }}
              components={{ bdi: <bdi /> }}
            />
            <span className="mt-2 block">
              {payment.type === "subscription" ? t("refund.subscription") : t("refund.analysis")} {t("refund.receipt")}
            </span>
            {payment.refundReason ? (
              <span className="mt-2 block">
                <Trans
                  t={t}
                  i18nKey="refund.reason"
                  values={{ reason: payment.refundReason }}
                  components={{ q: <q dir="auto" /> }}
                />
              </span>
            ) : null}
          </>
        ) : null
      }
      confirmLabel={t("refund.confirm")}
      pendingLabel={t("refund.pending")}
      isPending={refund.isPending}
      destructive
      onConfirm={() => (payment ? refund.mutate(payment) : undefined)}
    />
  );
}
