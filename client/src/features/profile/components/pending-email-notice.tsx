import { MailCheck } from "lucide-react";
import type { PublicUser } from "@shared/schemas/user";
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
  const resend = useResendVerification(
    user.pendingEmail,
    `We sent a new confirmation link to ${user.pendingEmail}. Please check your inbox.`,
  );
  const cancel = useCancelEmailChange();
  const isBusy = resend.isPending || cancel.isPending;

  function handleCancel() {
    cancel.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: "E-mail change cancelled",
          description: `You keep signing in with ${user.email}.`,
          variant: "success",
        }),
      onError: (error) =>
        toast({
          title: "Could not cancel the change",
          description: failureMessage(error, "Please try again."),
          variant: "destructive",
        }),
    });
  }

  return (
    <div
      role="region"
      aria-label="E-mail change waiting for confirmation"
      className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="flex gap-2">
        <MailCheck className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
        <span>
          Waiting for you to confirm{" "}
          <strong dir="auto" className="break-all font-semibold">
            {user.pendingEmail}
          </strong>{" "}
          — we sent a link to that address. Until then you sign in with{" "}
          <span dir="auto" className="break-all font-medium">
            {user.email}
          </span>
          .
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
          {resend.isPending ? "Sending..." : resend.isSuccess ? "Link sent" : "Resend link"}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => (isBusy ? undefined : handleCancel())}
          aria-disabled={isBusy || undefined}
        >
          {cancel.isPending ? "Cancelling..." : "Cancel change"}
        </Button>
      </div>
    </div>
  );
}
