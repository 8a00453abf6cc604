import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getSubscriptionStatus, subscriptionStatusQueryKey } from "../api/get-subscription-status";
import { setCurrentUser } from "../utils/current-user-cache";

/**
 * The subscription as the server sees it now. Asked again on every visit (the plan may have changed at the
 * payment provider meanwhile), and its user replaces the cached one so every screen agrees.
 */
export function useSubscriptionStatus(userId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: subscriptionStatusQueryKey(userId),
    queryFn: async () => {
      const status = await getSubscriptionStatus(userId);
      setCurrentUser(queryClient, status.user);
      return status;
    },
    refetchOnMount: "always",
  });
}
