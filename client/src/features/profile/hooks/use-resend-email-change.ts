import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { resendVerification } from "../api/resend-verification";
import { failureMessage } from "../utils/failure-message";

/**
 * "Resend link" for a pending e-mail change: POST /api/resend-verification with the pending address mails it a
 * fresh link (rate limited like every resend) without a second notice to the current address.
 */
export function useResendEmailChange(pendingEmail: string) {
  return useMutation({
    mutationFn: () => resendVerification({ email: pendingEmail }),
    onSuccess: () =>
      toast({
        title: "Email sent",
        description: `We sent a new confirmation link to ${pendingEmail}. Please check your inbox.`,
        variant: "success",
      }),
    onError: (error) =>
      toast({
        title: "Could not send the email",
        description: failureMessage(error, "Failed to resend verification email"),
        variant: "destructive",
      }),
  });
}
