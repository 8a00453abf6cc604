import { useMutation } from "@tanstack/react-query";
import { resendVerification } from "../api/resend-verification";

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
