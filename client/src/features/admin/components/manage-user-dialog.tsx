import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { AdminPaymentRow, AdminUserRow } from "@shared/schemas/admin-lists";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { runUserAction, type UserAction } from "../api/operator";
import { refundablePaymentsQuery } from "../api/queries";
import { useAdminFormat } from "../hooks/use-admin-format";
import { useAdminMutation } from "../hooks/use-admin-mutation";
import { paymentTypeLabel } from "../utils/labels";
import { RefundPaymentDialog } from "./refund-payment-dialog";

type ManageUserDialogProps = {
  /** The user whose row opened it; null keeps the dialog closed. */
  user: AdminUserRow | null;
  onClose: () => void;
};

const ACTION_TITLES = {
  "cancel-pro": "manageUser.cancelledTitle",
  "grant-pro-month": "manageUser.grantedTitle",
  "resend-verification": "manageUser.verificationTitle",
} as const satisfies Record<UserAction, string>;

/** The creator's recent paid payments, each with Refund. */
function RecentPayments({ userId, onRefund }: { userId: number; onRefund: (payment: AdminPaymentRow) => void }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const payments = useQuery(refundablePaymentsQuery(userId));
  if (payments.isError) return <p className="text-sm text-red-800">{t("manageUser.paymentsError")}</p>;
  if (!payments.data) return <p className="text-sm text-slate-600">{t("manageUser.paymentsLoading")}</p>;
  if (payments.data.length === 0) return <p className="text-sm text-slate-600">{t("manageUser.noPayments")}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {payments.data.map((payment) => (
        <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
          <span>
            #{payment.id} · {paymentTypeLabel(payment.type, t)} · {format.money(payment.amount)} ·{" "}
            {format.dateTime(payment.createdAt)}
            {payment.refundRequestedAt ? (
              <span className="ms-1 text-amber-900">{t("manageUser.refundRequested")}</span>
            ) : null}
          </span>
          <Button size="sm" variant="secondary" onClick={() => onRefund(payment)}>
            {t("manageUser.refund", { id: String(payment.id) })}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The operator's actions on one creator: refund a recent payment, cancel Pro, a Pro month, a verification mail. */
export function ManageUserDialog({ user, onClose }: ManageUserDialogProps) {
  const { t } = useTranslation("admin");
  const [refunding, setRefunding] = useState<AdminPaymentRow | null>(null);
  // Cancel Pro asks once more: it ends a paying creator's Pro at once.
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const action = useAdminMutation({
    mutationFn: (name: UserAction) => runUserAction(user!.id, name),
    successToast: (answer, name) => ({ title: t(ACTION_TITLES[name]), description: answer.message }),
    errorTitle: t("manageUser.actionFailed"),
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
            title={t("manageUser.title", { name: user.username })}
            description={t("manageUser.description", {
              email: user.email,
              pro: user.subscriptionActive ? t("manageUser.pro") : t("manageUser.noPro"),
              verified: user.emailVerified ? t("manageUser.emailVerified") : t("manageUser.emailNotVerified"),
            })}
          >
            <div className="space-y-5">
              <div>
                <h3 className="text-sm font-semibold text-slate-900">{t("manageUser.refundHeading")}</h3>
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
                  {t("manageUser.cancelPro")}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={action.isPending}
                  onClick={() => run("grant-pro-month")}
                >
                  {t("manageUser.grantMonth")}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={user.emailVerified || action.isPending}
                  onClick={() => run("resend-verification")}
                >
                  {t("manageUser.resendVerification")}
                </Button>
              </div>
              {confirmingCancel ? (
                <div
                  role="group"
                  aria-label={t("manageUser.confirmCancelLabel")}
                  className="rounded-lg border border-red-200 bg-red-50 p-3"
                >
                  <p className="text-sm text-red-900">{t("manageUser.confirmCancel", { name: user.username })}</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="destructive"
                      disabled={action.isPending}
                      onClick={() => run("cancel-pro")}
                    >
                      {t("manageUser.yesCancel")}
                    </Button>
                    <Button size="sm" variant="secondary" onClick={() => setConfirmingCancel(false)}>
                      {t("manageUser.keepPro")}
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
