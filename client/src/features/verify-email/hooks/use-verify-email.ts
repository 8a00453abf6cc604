import { useQuery, useQueryClient } from "@tanstack/react-query";
import { verifyEmail } from "../api/verify-email";

// The session's user is cached under ["user"] by the auth feature; features do not import each other,
// so the key is repeated here on purpose.
const CURRENT_USER_KEY = ["user"] as const;

/**
 * Verifies the token exactly once: a query keyed by the token is shared by StrictMode's double mount and
 * never refetched (staleTime Infinity, no retry), unlike an effect that would fire the request twice and
 * see the second one fail because the token was already used.
 */
export function useVerifyEmail(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ["verify-email", token],
    enabled: Boolean(token),
    queryFn: async () => {
      const answer = await verifyEmail(token ?? "");
      // Mark the cached user verified at once, then let GET /api/user (the authority) refresh it.
      queryClient.setQueryData(CURRENT_USER_KEY, (user: unknown) =>
        user && typeof user === "object" && (user as { id?: number }).id === answer.user.id
          ? { ...user, emailVerified: true }
          : user,
      );
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      return answer;
    },
  });
}
