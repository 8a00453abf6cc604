import { Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { RESEND_FAILURE_TEXT, RESEND_SUCCESS_TEXT, useResendVerification } from "../hooks/use-resend-verification";

/** Reminds a signed-in user whose address is not verified yet, with a one-click resend. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const resend = useResendVerification();

  function handleResend() {
    resend.mutate(
      { email },
      {
        onSuccess: () => toast({ title: "Email sent", description: RESEND_SUCCESS_TEXT, variant: "success" }),
        onError: (error) =>
          toast({
            title: "Could not send the email",
            description: error instanceof ApiError && error.serverMessage ? error.serverMessage : RESEND_FAILURE_TEXT,
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <div
      role="region"
      aria-label="Email verification"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Mail className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" />
        <p className="text-sm">
          <strong className="font-semibold">Please verify your e-mail.</strong> We sent a link to{" "}
          <span dir="auto" className="break-all font-medium">
            {email}
          </span>
          . Open it to confirm your address.
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0 border-amber-300 bg-white"
        onClick={handleResend}
        disabled={resend.isPending || resend.isSuccess}
      >
        {resend.isPending ? "Sending..." : resend.isSuccess ? "Link sent" : "Resend link"}
      </Button>
    </div>
  );
}
