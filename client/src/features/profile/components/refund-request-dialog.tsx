import { useState } from "react";
import { formatCents } from "@shared/billing";
import { REFUND_REASON_MAX, type PaymentHistoryItem } from "@shared/schemas/refunds";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { formatDate } from "@/lib/format";
import { useRequestRefund } from "../hooks/use-payment-history";
import { failureMessage } from "../utils/failure-message";

type RefundRequestDialogProps = {
  /** The payment to claim back; null keeps the dialog closed. */
  payment: PaymentHistoryItem | null;
  onOpenChange: (isOpen: boolean) => void;
};

/** Asks for a refund under the 30-day money-back guarantee; the reason is optional. */
export function RefundRequestDialog({ payment, onOpenChange }: RefundRequestDialogProps) {
  const mutation = useRequestRefund();
  const [reason, setReason] = useState("");

  function handleSubmit() {
    if (!payment || mutation.isPending) return;
    mutation.mutate(
      { paymentId: payment.id, reason },
      {
        onSuccess: (answer) => {
          toast({ title: "Refund requested", description: answer.message, variant: "success" });
          setReason("");
          onOpenChange(false);
        },
        onError: (error) => {
          toast({
            title: "Refund not requested",
            description: failureMessage(error, "Your request could not be sent. Please try again."),
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
          title="Request a refund"
          description={`${formatCents(payment.amount)} paid on ${formatDate(payment.createdAt)}. Our 30-day money-back guarantee gives it back to the card you paid with.`}
        >
          <p className="text-sm text-slate-700">
            {payment.type === "subscription"
              ? "When the refund is made, your Pro subscription ends and will not renew."
              : "When the refund is made, the analysis this payment bought is taken back if you have not used it yet."}
          </p>
          <div className="mt-4">
            <Field id="refund-reason" label="Why are you asking?" optional>
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
                Keep payment
              </Button>
            </DialogClose>
            <Button onClick={handleSubmit} aria-disabled={mutation.isPending || undefined}>
              {mutation.isPending ? "Sending..." : "Request refund"}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
