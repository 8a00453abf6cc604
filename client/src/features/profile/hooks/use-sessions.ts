import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { sessionsQuery } from "../api/queries";
import { signOutOtherSessions } from "../api/sign-out-other-sessions";

/** The user's active sessions, asked again on every visit (another device may have signed in meanwhile). */
export function useSessions() {
  return useQuery({ ...sessionsQuery(), refetchOnMount: "always" });
}

/** "Sign out everywhere else": ends every other session, then shows the list as the server has it now. */
export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}
