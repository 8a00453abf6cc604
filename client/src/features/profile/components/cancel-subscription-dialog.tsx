import type { PublicUser } from "@shared/schemas/user";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { useSubscriptionAction } from "../hooks/use-subscription-action";
import { failureMessage } from "../utils/failure-message";
import { focusAfterRender, sectionHeadingId } from "../utils/focus";

type CancelSubscriptionDialogProps = {
  user: PublicUser;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** Confirms an immediate cancellation: Pro ends now, nothing more is charged, it cannot be undone. */
export function CancelSubscriptionDialog({ user, isOpen, onOpenChange }: CancelSubscriptionDialogProps) {
  const { t } = useTranslation("profile");
  const cancel = useSubscriptionAction(user.id, "cancel");

  function handleCancel() {
    if (cancel.isPending) return;
    cancel.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: t("cancelDialog.canceled"),
          description: t("cancelDialog.canceledDescription"),
          variant: "success",
        });
        onOpenChange(false);
        // This section disappears with Pro: continue from the overview, which now says Free.
        focusAfterRender(sectionHeadingId("account-overview"));
      },
      onError: (error) =>
        toast({
          title: t("overview.errorTitle"),
          description: failureMessage(error, t("cancelDialog.failed")),
          variant: "destructive",
        }),
    });
  }

  return (
    <Dialog open={isOpen} onOpenChange={(open) => (cancel.isPending ? undefined : onOpenChange(open))}>
      <DialogContent title={t("cancelDialog.title")} description={t("cancelDialog.description")}>
        <ul className="list-disc space-y-1.5 ps-5 text-sm text-slate-700">
          <li>{t("cancelDialog.lose")}</li>
          <li>{t("cancelDialog.noCharge")}</li>
          <li>{t("cancelDialog.keep")}</li>
        </ul>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={cancel.isPending}>
              {t("cancelDialog.keepSubscription")}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={handleCancel} aria-disabled={cancel.isPending || undefined}>
            {cancel.isPending ? t("cancelDialog.canceling") : t("subscription.cancel")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
