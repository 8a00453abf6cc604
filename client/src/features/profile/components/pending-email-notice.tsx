import { MailCheck } from "lucide-react";
import type { PublicUser } from "@shared/schemas/user";
import { Trans, useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useCancelEmailChange } from "../hooks/use-cancel-email-change";
import { useResendVerification } from "../hooks/use-resend-verification";
import { failureMessage } from "../utils/failure-message";

type PendingEmailNoticeProps = { user: PublicUser & { pendingEmail: string } };

/**
 * A changed e-mail waits for its confirmation link: until it is opened the old address is the one to sign in with, so
 * the page says which is which and offers a fresh link or to drop the change.
 */
export function PendingEmailNotice({ user }: PendingEmailNoticeProps) {
  const { t } = useTranslation("profile");
  const resend = useResendVerification(user.pendingEmail, t("pendingEmail.resent", { email: user.pendingEmail }));
  const cancel = useCancelEmailChange();
  const isBusy = resend.isPending || cancel.isPending;

  function handleCancel() {
    cancel.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t("pendingEmail.cancelled"),
          description: t("pendingEmail.cancelledDescription", { email: user.email }),
          variant: "success",
        }),
      onError: (error) =>
        toast({
          title: t("pendingEmail.cancelFailed"),
          description: failureMessage(error, t("actions.pleaseTryAgain")),
          variant: "destructive",
        }),
    });
  }

  return (
    <div
      role="region"
      aria-label={t("pendingEmail.label")}
      className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="flex gap-2">
        <MailCheck className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
        <span>
          <Trans
            t={t}
            i18nKey="pendingEmail.waiting"
            values={{ pending: user.pendingEmail, current: user.email }}
            components={{
              pending: <strong dir="auto" className="break-all font-semibold" />,
              current: <span dir="auto" className="break-all font-medium" />,
            }}
          />
        </span>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          className="border-amber-300 bg-white"
          onClick={() => (isBusy ? undefined : resend.mutate())}
          aria-disabled={isBusy || undefined}
          disabled={resend.isSuccess}
        >
          {resend.isPending
            ? t("verification.sending")
            : resend.isSuccess
              ? t("verification.linkSent")
              : t("verification.resend")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => (isBusy ? undefined : handleCancel())}
          aria-disabled={isBusy || undefined}
        >
          {cancel.isPending ? t("pendingEmail.cancelling") : t("pendingEmail.cancel")}
        </Button>
      </div>
    </div>
  );
}
