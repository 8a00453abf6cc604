import { applyDiscount, PRICES } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { useMoney } from "@/i18n/money";
import { storePendingPromo, takePendingPromo } from "../utils/stored-offers";
import { AnalysisPurchase } from "./analysis-purchase";
import { TestModeBadge } from "@/components/test-mode-badge";

export type PaymentDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  user: PublicUser;
  /** One analysis is paid for: the dialog has closed; the caller starts the analysis. */
  onPaid: () => void;
  /** The server has no saved card after all: the dialog has closed; the caller opens the save-card dialog. */
  onNeedCard?: () => void;
  /** Where focus goes when the dialog closes (the button that started the analysis). */
  returnFocusTo?: HTMLElement | null;
};

function PaymentDialogBody({ user, onOpenChange, onPaid, onNeedCard }: Omit<PaymentDialogProps, "isOpen">) {
  // A pendingPromoCode is loaded and removed on open (this body mounts on each opening).
  const { t } = useTranslation("billing");
  const [pending] = useState(() => takePendingPromo());
  const isDoneRef = useRef(false);

  function close(after?: () => void) {
    isDoneRef.current = true;
    onOpenChange(false);
    after?.();
  }

  return (
    <AnalysisPurchase
      user={user}
      initialPromoCode={pending?.code ?? null}
      onPromoChange={(promo) => {
        // Closing without paying keeps the code for next time (written on change, read on the next open).
        if (promo && !isDoneRef.current) {
          const discountedAmount = applyDiscount(PRICES.perAnalysis, promo);
          storePendingPromo({ ...promo, discountedAmount, originalAmount: PRICES.perAnalysis });
        } else takePendingPromo();
      }}
      onPaid={({ isFree }) => {
        takePendingPromo();
        toast(
          isFree
            ? { title: t("messages.promoApplied"), description: t("payDialog.freeStarting"), variant: "success" }
            : { title: t("messages.paymentSuccessful"), description: t("payDialog.starting"), variant: "success" },
        );
        close(onPaid);
      }}
      onNeedCard={onNeedCard ? () => close(onNeedCard) : undefined}
    />
  );
}

/** Pay for one analysis without leaving the analyze section. */
export function PaymentDialog({ isOpen, onOpenChange, returnFocusTo, ...props }: PaymentDialogProps) {
  const { t } = useTranslation("billing");
  const money = useMoney();
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        returnFocusTo={returnFocusTo}
        title={t("payDialog.title", { price: money.price(PRICES.perAnalysis) })}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {t("payDialog.description")} <TestModeBadge />
          </span>
        }
      >
        <PaymentDialogBody onOpenChange={onOpenChange} {...props} />
      </DialogContent>
    </Dialog>
  );
}
