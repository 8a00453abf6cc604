import type { ConfirmOutcome } from "@shared/schemas/billing";
import type { PublicUser } from "@shared/schemas/user";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { toast } from "@/components/ui/toast";
import { confirmPaymentMethod } from "../api/confirm-payment-method";
import { setupPaymentMethodQuery } from "../api/queries";
import { usePaymentMessages } from "../utils/payment-messages";
import { currentUserQueryKey } from "@/lib/current-user-key";
import { paymentMethodsQueryPrefix } from "@/lib/query-keys";

type SaveCardOptions = { isDefault: boolean; autoCharge: boolean };

/**
 * Saving a card: a SetupIntent for this dialog session, the card form confirms it, then the server stores the card read
 * from the SetupIntent. Resolves true when saved.
 */
export function useSaveCard(user: PublicUser) {
  const queryClient = useQueryClient();
  const { paymentMethodSavedToast, saveCardErrorToast, setupFailedToast } = usePaymentMessages();
  // One SetupIntent per opening of the dialog (this hook lives inside the dialog's content); a query, not an
  // effect, so StrictMode's double effects in development cannot create two.
  const sessionId = useId();
  const setup = useQuery(setupPaymentMethodQuery(user.id, sessionId));

  const confirm = useMutation({
    mutationFn: (input: SaveCardOptions & { setupIntentId: string }) =>
      confirmPaymentMethod({ userId: user.id, ...input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(currentUserQueryKey, answer.user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: paymentMethodsQueryPrefix });
      toast(paymentMethodSavedToast);
    },
    onError: (error) => toast(saveCardErrorToast(error)),
  });

  /** The card form's outcome: a refused card is "Setup Failed"; a confirmed one is stored. */
  async function finish(outcome: ConfirmOutcome, options: SaveCardOptions): Promise<boolean> {
    if (outcome.status !== "succeeded") {
      toast(setupFailedToast(outcome));
      return false;
    }
    const setupIntentId = setup.data?.setupIntentId ?? outcome.intentId;
    try {
      await confirm.mutateAsync({ setupIntentId, ...options });
      return true;
    } catch {
      return false; // the toast is already shown
    }
  }

  return { setup, finish, isSaving: confirm.isPending };
}
