import { useMutation } from "@tanstack/react-query";
import { resendVerification } from "../api/resend-verification";

export const RESEND_SUCCESS_TEXT = "Verification email sent successfully. Please check your inbox.";
export const RESEND_FAILURE_TEXT = "Failed to resend verification email";

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
