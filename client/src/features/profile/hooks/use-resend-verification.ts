import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { resendVerification } from "../api/resend-verification";
import { failureMessage } from "../utils/failure-message";

/** Mails a fresh confirmation link to `email`, and says so in a toast (admin-and-conventions §8's copy). */
export function useResendVerification(email: string) {
  return useMutation({
    mutationFn: () => resendVerification({ email }),
    onSuccess: () =>
      toast({
        title: "Email sent",
        description: "Verification email sent successfully. Please check your inbox.",
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
