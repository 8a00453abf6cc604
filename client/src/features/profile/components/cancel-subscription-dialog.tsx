import type { PublicUser } from "@shared/schemas/user";
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
  const cancel = useSubscriptionAction(user.id, "cancel");

  function handleCancel() {
    if (cancel.isPending) return;
    cancel.mutate(undefined, {
      onSuccess: () => {
        toast({
          title: "Subscription Canceled",
          description: "Your subscription has been successfully canceled.",
          variant: "success",
        });
        onOpenChange(false);
        // This section disappears with Pro: continue from the overview, which now says Free.
        focusAfterRender(sectionHeadingId("account-overview"));
      },
      onError: (error) =>
        toast({
          title: "Error",
          description: failureMessage(error, "Failed to cancel subscription. Please try again."),
          variant: "destructive",
        }),
    });
  }

  return (
    <Dialog open={isOpen} onOpenChange={(open) => (cancel.isPending ? undefined : onOpenChange(open))}>
      <DialogContent
        title="Cancel your Pro subscription?"
        description="Cancellation takes effect immediately and cannot be undone."
      >
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-slate-700">
          <li>You lose unlimited analyses and the other Pro features right now.</li>
          <li>You will not be charged again.</li>
          <li>Your analyses and saved cards stay in your account.</li>
        </ul>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={cancel.isPending}>
              Keep Subscription
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={handleCancel} aria-disabled={cancel.isPending || undefined}>
            {cancel.isPending ? "Canceling..." : "Cancel Subscription"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
