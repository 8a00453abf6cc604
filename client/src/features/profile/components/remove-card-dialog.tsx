import type { PaymentMethod } from "@shared/schemas/billing";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { useDeletePaymentMethod } from "../hooks/use-delete-payment-method";
import { failureMessage } from "../utils/failure-message";
import { ADD_CARD_BUTTON_ID, focusAfterRender } from "../utils/focus";
import { cardBrandLabel } from "../utils/format";

type RemoveCardDialogProps = {
  user: PublicUser;
  /** The card to remove; null keeps the dialog closed. */
  method: PaymentMethod | null;
  onOpenChange: (isOpen: boolean) => void;
};

/** Asks before removing a saved card, and warns that removing the default card turns auto-charge off. */
export function RemoveCardDialog({ user, method, onOpenChange }: RemoveCardDialogProps) {
  const mutation = useDeletePaymentMethod(user.id);
  const stopsAutoCharge = Boolean(method?.isDefault && user.autoChargeEnabled);

  function handleRemove() {
    if (!method || mutation.isPending) return;
    const card = `${cardBrandLabel(method.card.brand)} card ending in ${method.card.last4}`;
    mutation.mutate(method.id, {
      onSuccess: (answer) => {
        const autoChargeOff = user.autoChargeEnabled && !answer.user.autoChargeEnabled;
        toast({
          title: "Payment Method Removed",
          description: autoChargeOff
            ? `Your ${card} was removed. Auto-charge is now off because it was your default card.`
            : `Your ${card} was removed.`,
          variant: "success",
        });
        onOpenChange(false);
        focusAfterRender(ADD_CARD_BUTTON_ID); // the removed card's Remove button is gone
      },
      onError: (error) => {
        toast({
          title: "Error",
          description: failureMessage(error, "Failed to remove payment method"),
          variant: "destructive",
        });
      },
    });
  }

  return (
    <Dialog open={method !== null} onOpenChange={(isOpen) => (mutation.isPending ? undefined : onOpenChange(isOpen))}>
      {method ? (
        <DialogContent
          title="Remove this card?"
          description={`The ${cardBrandLabel(method.card.brand)} card ending in ${method.card.last4} will be removed from your account.`}
        >
          {stopsAutoCharge ? (
            <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              This is your default card, so auto-charge will be turned off. You can turn it on again after adding a
              card.
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={mutation.isPending}>
                Keep Card
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={handleRemove} aria-disabled={mutation.isPending || undefined}>
              {mutation.isPending ? "Removing..." : "Remove Card"}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
