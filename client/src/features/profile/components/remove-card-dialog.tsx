import type { PaymentMethod } from "@shared/schemas/billing";
import type { PublicUser } from "@shared/schemas/user";
import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation("profile");
  const mutation = useDeletePaymentMethod(user.id);
  const brandOf = (card: PaymentMethod) => (card.card.brand ? cardBrandLabel(card.card.brand) : t("cards.card"));
  const stopsAutoCharge = Boolean(method?.isDefault && user.autoChargeEnabled);

  function handleRemove() {
    if (!method || mutation.isPending) return;
    const card = { brand: brandOf(method), last4: method.card.last4 };
    mutation.mutate(method.id, {
      onSuccess: (answer) => {
        const autoChargeOff = user.autoChargeEnabled && !answer.user.autoChargeEnabled;
        toast({
          title: t("removeCard.removed"),
          description: autoChargeOff
            ? t("removeCard.removedAutoChargeOff", card)
            : t("removeCard.removedDescription", card),
          variant: "success",
        });
        onOpenChange(false);
        focusAfterRender(ADD_CARD_BUTTON_ID); // the removed card's Remove button is gone
      },
      onError: (error) => {
        toast({
          title: t("overview.errorTitle"),
          description: failureMessage(error, t("removeCard.failed")),
          variant: "destructive",
        });
      },
    });
  }

  return (
    <Dialog open={method !== null} onOpenChange={(isOpen) => (mutation.isPending ? undefined : onOpenChange(isOpen))}>
      {method ? (
        <DialogContent
          title={t("removeCard.title")}
          description={t("removeCard.description", { brand: brandOf(method), last4: method.card.last4 })}
        >
          {stopsAutoCharge ? (
            <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              {t("removeCard.defaultWarning")}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={mutation.isPending}>
                {t("removeCard.keep")}
              </Button>
            </DialogClose>
            <Button variant="destructive" onClick={handleRemove} aria-disabled={mutation.isPending || undefined}>
              {mutation.isPending ? t("removeCard.removing") : t("removeCard.submit")}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
