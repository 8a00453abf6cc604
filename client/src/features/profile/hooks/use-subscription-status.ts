import { useQuery, useQueryClient } from "@tanstack/react-query";
import { subscriptionStatusQuery } from "../api/queries";

/**
 * The subscription as the server sees it now. Asked again on every visit (the plan may have changed at the
 * payment provider meanwhile), and its user replaces the cached one so every screen agrees.
 */
export function useSubscriptionStatus(userId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...subscriptionStatusQuery(userId, queryClient),
    refetchOnMount: "always",
  });
}
