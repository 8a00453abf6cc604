import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { formatCents } from "@shared/billing";
import type { AdminPaymentRow, AdminUserRow } from "@shared/schemas/admin-lists";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { refundablePayments, runUserAction, type UserAction } from "../api/operator";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { formatDateTime } from "../utils/date-time";
import { paymentTypeLabel } from "../utils/labels";
import { RefundPaymentDialog } from "./refund-payment-dialog";

type ManageUserDialogProps = {
  /** The user whose row opened it; null keeps the dialog closed. */
  user: AdminUserRow | null;
  onClose: () => void;
};

const ACTIONS: Record<UserAction, { title: string; errorTitle: string }> = {
  "cancel-pro": { title: "Pro Cancelled", errorTitle: "Failed to cancel Pro." },
  "grant-pro-month": { title: "Pro Month Granted", errorTitle: "Failed to grant a Pro month." },
  "resend-verification": { title: "Verification E-mail Sent", errorTitle: "Failed to send the verification e-mail." },
};

/** The creator's recent paid payments, each with Refund. */
function RecentPayments({ userId, onRefund }: { userId: number; onRefund: (payment: AdminPaymentRow) => void }) {
  const payments = useQuery({ queryKey: ["admin", "refundable", userId], queryFn: () => refundablePayments(userId) });
  if (payments.isError) return <p className="text-sm text-red-800">The payments could not be loaded.</p>;
  if (!payments.data) return <p className="text-sm text-slate-600">Loading payments…</p>;
  if (payments.data.length === 0) return <p className="text-sm text-slate-600">No paid payment to refund.</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {payments.data.map((payment) => (
        <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
          <span>
            #{payment.id} · {paymentTypeLabel(payment.type)} · {formatCents(payment.amount)} ·{" "}
            {formatDateTime(payment.createdAt)}
            {payment.refundRequestedAt ? <span className="ml-1 text-amber-900">(refund requested)</span> : null}
          </span>
          <Button size="sm" variant="secondary" onClick={() => onRefund(payment)}>
            Refund #{payment.id}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The operator's actions on one creator: refund a recent payment, cancel Pro, a Pro month, a verification mail. */
export function ManageUserDialog({ user, onClose }: ManageUserDialogProps) {
  const [refunding, setRefunding] = useState<AdminPaymentRow | null>(null);
  // Cancel Pro asks once more: it ends a paying creator's Pro at once.
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const action = useAdminMutation({
    mutationFn: (name: UserAction) => runUserAction(user!.id, name),
    successToast: (answer, name) => ({ title: ACTIONS[name].title, description: answer.message }),
    errorTitle: "The action failed.",
    onSuccess: () => {
      setConfirmingCancel(false);
      onClose();
    },
  });
  const run = (name: UserAction) => (action.isPending ? undefined : action.mutate(name));
  return (
    <>
      <Dialog
        open={user !== null && refunding === null}
        onOpenChange={(open) => {
          if (open) return;
          setConfirmingCancel(false);
          onClose();
        }}
      >
        {user ? (
          <DialogContent
            title={`Manage ${user.username}`}
            description={`${user.email} · ${user.subscriptionActive ? "Pro" : "No Pro"} · ${user.emailVerified ? "e-mail verified" : "e-mail not verified"}`}
          >
            <div className="space-y-5">
              <div>
                <h3 className="text-sm font-semibold text-slate-900">Refund a recent payment</h3>
                <div className="mt-2">
                  <RecentPayments userId={user.id} onRefund={setRefunding} />
                </div>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="destructive-outline"
                  disabled={!user.subscriptionActive || action.isPending || confirmingCancel}
                  onClick={() => setConfirmingCancel(true)}
                >
                  Cancel Pro
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={action.isPending}
                  onClick={() => run("grant-pro-month")}
                >
                  Grant a Pro month
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={user.emailVerified || action.isPending}
                  onClick={() => run("resend-verification")}
                >
                  Resend verification e-mail
                </Button>
              </div>
              {confirmingCancel ? (
                <div
                  role="group"
                  aria-label="Confirm cancelling Pro"
                  className="rounded-lg border border-red-200 bg-red-50 p-3"
                >
                  <p className="text-sm text-red-900">
                    Cancel Pro for {user.username}? Pro ends at once and does not renew; nothing is refunded (refund a
                    payment above for that).
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="destructive"
                      disabled={action.isPending}
                      onClick={() => run("cancel-pro")}
                    >
                      Yes, cancel Pro
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setConfirmingCancel(false)}>
                      Keep Pro
                    </Button>
                  </div>
                </div>
              ) : null}
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
      <RefundPaymentDialog
        payment={refunding}
        onClose={() => {
          setRefunding(null);
          onClose();
        }}
      />
    </>
  );
}
