import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeyPrefix } from "../api/queries";
import { toast, type ToastInput } from "@/components/ui/toast";
import { isUnauthenticated, serverMessageOf } from "../utils/errors";

export type AdminMutationOptions<TVariables, TResult> = {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  /** The success toast, e.g. { title: "User Created" }. */
  successToast: ToastInput | ((result: TResult, variables: TVariables) => ToastInput);
  /** The failure title, e.g. "Failed to create user..."; the server's message is the description. */
  errorTitle: string;
  /** A fixed description instead of the server's message (Export: "Failed to export data. Please try again."). */
  errorDescription?: string;
  onSuccess?: (result: TResult, variables: TVariables) => void;
  /**
   * Runs before the toast; return true when the error was shown elsewhere (field errors on a form), so no
   * toast is needed.
   */
  onError?: (error: unknown, variables: TVariables) => boolean | void;
  /** Leave the lists alone after success (an export changes nothing). */
  skipInvalidate?: boolean;
};

/**
 * An admin mutation with its feedback: the success toast, every admin query refreshed (["admin"]), and on failure a
 * destructive toast with the server's message. A 401 shows no toast here: the session guard (use-admin-session.ts)
 * signs the admin out with "Authentication Required". The ["admin"] mutation key is how that guard recognises admin
 * calls.
 */
export function useAdminMutation<TVariables = void, TResult = unknown>(
  options: AdminMutationOptions<TVariables, TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminKeyPrefix,
    mutationFn: options.mutationFn,
    onSuccess: async (result, variables) => {
      const success =
        typeof options.successToast === "function" ? options.successToast(result, variables) : options.successToast;
      toast({ variant: "success", ...success });
      options.onSuccess?.(result, variables);
      if (!options.skipInvalidate) await queryClient.invalidateQueries({ queryKey: adminKeyPrefix });
    },
    onError: (error, variables) => {
      if (isUnauthenticated(error)) return;
      if (options.onError?.(error, variables) === true) return;
      toast({
        variant: "destructive",
        title: options.errorTitle,
        description: options.errorDescription ?? serverMessageOf(error),
      });
    },
  });
}
