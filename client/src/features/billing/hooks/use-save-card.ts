import type { ConfirmOutcome } from "@shared/schemas/billing";
import type { PublicUser } from "@shared/schemas/user";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { toast } from "@/components/ui/toast";
import { confirmPaymentMethod } from "../api/confirm-payment-method";
import { setupPaymentMethod } from "../api/setup-payment-method";
import { PAYMENT_METHOD_SAVED_TOAST, saveCardErrorToast, setupFailedToast } from "../utils/payment-messages";
import { currentUserQueryKey } from "@/lib/current-user-key";

type SaveCardOptions = { isDefault: boolean; autoCharge: boolean };

/**
 * Saving a card: a SetupIntent for this dialog session, the card form confirms it, then the server stores the card read
 * from the SetupIntent. Resolves true when saved.
 */
export function useSaveCard(user: PublicUser) {
  const queryClient = useQueryClient();
  // One SetupIntent per opening of the dialog (this hook lives inside the dialog's content); a query, not an
  // effect, so StrictMode's double effects in development cannot create two.
  const sessionId = useId();
  const setup = useQuery({
    queryKey: ["setup-payment-method", user.id, sessionId],
    queryFn: () => setupPaymentMethod(user.id),
    gcTime: 0,
  });

  const confirm = useMutation({
    mutationFn: (input: SaveCardOptions & { setupIntentId: string }) =>
      confirmPaymentMethod({ userId: user.id, ...input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(currentUserQueryKey, answer.user);
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: ["payment-methods"] });
      toast(PAYMENT_METHOD_SAVED_TOAST);
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
