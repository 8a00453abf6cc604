import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { resendVerification } from "../api/resend-verification";
import { failureMessage } from "../utils/failure-message";

/**
 * Mails a fresh confirmation link to `email` (POST /api/resend-verification, rate limited like every resend) and says
 * so in a toast whose text is `sentDescription`: the account's own address ("Verification email sent…") or a pending
 * e-mail change, which gets its link without a second notice to the current address.
 */
export function useResendVerification(email: string, sentDescription: string) {
  return useMutation({
    mutationFn: () => resendVerification({ email }),
    onSuccess: () => toast({ title: "Email sent", description: sentDescription, variant: "success" }),
    onError: (error) =>
      toast({
        title: "Could not send the email",
        description: failureMessage(error, "Failed to resend verification email"),
        variant: "destructive",
      }),
  });
}
