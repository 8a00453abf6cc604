import { useMutation, useQueryClient } from "@tanstack/react-query";
import { changePassword } from "../api/change-password";
import { sessionsQuery } from "../api/queries";

/** Changes the password; the server signs out the other sessions, so the sessions list is asked again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}
