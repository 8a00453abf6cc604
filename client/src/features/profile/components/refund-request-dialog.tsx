import { useState } from "react";
import { useTranslation } from "react-i18next";
import { REFUND_REASON_MAX, type PaymentHistoryItem } from "@shared/schemas/refunds";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useFormat } from "@/i18n/format";
import { useMoney } from "@/i18n/money";
import { useRequestRefund } from "../hooks/use-payment-history";
import { failureMessage } from "../utils/failure-message";

type RefundRequestDialogProps = {
  /** The payment to claim back; null keeps the dialog closed. */
  payment: PaymentHistoryItem | null;
  onOpenChange: (isOpen: boolean) => void;
};

/** Asks for a refund under the 30-day money-back guarantee; the reason is optional. */
export function RefundRequestDialog({ payment, onOpenChange }: RefundRequestDialogProps) {
  const { t } = useTranslation("profile");
  const format = useFormat();
  const money = useMoney();
  const mutation = useRequestRefund();
  const [reason, setReason] = useState("");

  function handleSubmit() {
    if (!payment || mutation.isPending) return;
    mutation.mutate(
      { paymentId: payment.id, reason },
      {
        onSuccess: (answer) => {
          toast({ title: t("payments.refundRequested"), description: answer.message, variant: "success" });
          setReason("");
          onOpenChange(false);
        },
        onError: (error) => {
          toast({
            title: t("refund.notRequested"),
            description: failureMessage(error, t("refund.failed")),
            variant: "destructive",
          });
        },
      },
    );
  }

  return (
    <Dialog open={payment !== null} onOpenChange={(isOpen) => (mutation.isPending ? undefined : onOpenChange(isOpen))}>
      {payment ? (
        <DialogContent
          title={t("payments.requestRefund")}
          description={t("refund.description", {
            amount: money.cents(payment.amount),
            date: format.date(payment.createdAt),
          })}
        >
          <p className="text-sm text-slate-700">
            {payment.type === "subscription" ? t("refund.subscriptionEnds") : t("refund.analysisTakenBack")}
          </p>
          <div className="mt-4">
            <Field id="refund-reason" label={t("refund.why")} optional>
              <Textarea
                id="refund-reason"
                dir="auto"
                maxLength={REFUND_REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </Field>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={mutation.isPending}>
                {t("refund.keep")}
              </Button>
            </DialogClose>
            <Button onClick={handleSubmit} aria-disabled={mutation.isPending || undefined}>
              {mutation.isPending ? t("verification.sending") : t("refund.submit")}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
