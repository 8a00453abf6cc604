import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { VerifyEmailResponse } from "@shared/schemas/auth";
import { verifyEmailQuery } from "../api/queries";
import { currentUserQueryKey } from "@/lib/current-user-key";

type CachedUser = { id?: number; email?: string; pendingEmail?: string | null };

/**
 * The cached user as the verified link leaves it: verified, and when the link confirmed a pending new address, signing
 * in with that address now.
 */
function afterVerification(user: unknown, answer: VerifyEmailResponse): unknown {
  if (!user || typeof user !== "object" || (user as CachedUser).id !== answer.user.id) return user;
  const cached = user as CachedUser;
  const confirmedPending = cached.pendingEmail === answer.user.email;
  return {
    ...cached,
    emailVerified: true,
    email: answer.user.email,
    pendingEmail: confirmedPending ? null : cached.pendingEmail,
  };
}

/**
 * Verifies the token exactly once: a query keyed by the token is shared by StrictMode's double mount and
 * never refetched (staleTime Infinity, no retry), unlike an effect that would fire the request twice and
 * see the second one fail because the token was already used.
 */
export function useVerifyEmail(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...verifyEmailQuery(token, (answer) => {
      // Show the change at once, then let GET /api/user (the authority) refresh it.
      queryClient.setQueryData(currentUserQueryKey, (user: unknown) => afterVerification(user, answer));
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    }),
    enabled: Boolean(token),
  });
}
