import { queryOptions } from "@tanstack/react-query";
import { listSavedCards } from "./list-saved-cards";
import { setupPaymentMethod } from "./setup-payment-method";

/** The saved cards the payment dialog offers; only asked when the user has a payment-provider customer. */
export const savedCardsQuery = (userId: number, customerId: string | null) =>
  queryOptions({ queryKey: ["saved-cards", userId, customerId] as const, queryFn: () => listSavedCards(customerId!) });

/** One SetupIntent per opening of the save-card dialog (`sessionId`), never reused once the dialog is gone. */
export const setupPaymentMethodQuery = (userId: number, sessionId: string) =>
  queryOptions({
    queryKey: ["setup-payment-method", userId, sessionId] as const,
    queryFn: () => setupPaymentMethod(userId),
    gcTime: 0,
  });
