import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { paymentMethodsQueryPrefix } from "@/lib/query-keys";
import { setCurrentUser } from "../utils/current-user-cache";
import { getSubscriptionStatus } from "./get-subscription-status";
import { listPaymentMethods } from "./list-payment-methods";
import { listPayments } from "./payments";
import { listSessions } from "./list-sessions";

/** The user's active sessions. */
export const sessionsQuery = () => queryOptions({ queryKey: ["account-sessions"] as const, queryFn: listSessions });

/** The user's payments, newest first. */
export const paymentHistoryQuery = () =>
  queryOptions({ queryKey: ["payment-history"] as const, queryFn: listPayments });

/**
 * One user's saved cards. The key holds the customer id so that a first saved card (which creates the customer)
 * starts a fresh query; paymentMethodsOfUser(userId) matches them all. A user without a customer has none.
 */
export const paymentMethodsQuery = (userId: number, customerId: string | null) =>
  queryOptions({
    queryKey: [...paymentMethodsQueryPrefix, userId, customerId] as const,
    queryFn: () => (customerId ? listPaymentMethods(customerId) : Promise.resolve([])),
  });
export const paymentMethodsOfUser = (userId: number) => [...paymentMethodsQueryPrefix, userId] as const;

/** The subscription as the server sees it now; its user replaces the cached one so every screen agrees. */
export const subscriptionStatusQuery = (userId: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: ["subscription-status", userId] as const,
    queryFn: async () => {
      const status = await getSubscriptionStatus(userId);
      setCurrentUser(queryClient, status.user);
      return status;
    },
  });
