import { useState, type ReactNode } from "react";
import type { PaymentMethod } from "@shared/schemas/billing";
import type { PublicUser } from "@shared/schemas/user";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { CreditCard } from "lucide-react";
import { ADD_CARD_BUTTON_ID } from "../utils/focus";
import { PaymentMethodRow } from "./payment-method-row";
import { TestModeBadge } from "@/components/test-mode-badge";
import { ProfileSection } from "./profile-section";
import { RemoveCardDialog } from "./remove-card-dialog";

/** What the page passes in to open the billing feature's Add Card dialog (features do not import each other). */
export type AddCardDialogSlot = (props: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSaved: () => void;
}) => ReactNode;

type PaymentMethodsSectionProps = {
  user: PublicUser;
  /** The saved cards; undefined while loading. */
  methods: PaymentMethod[] | undefined;
  isError: boolean;
  onRetry: () => void;
  onCardSaved: () => void;
  renderAddCardDialog: AddCardDialogSlot;
};

/** Payment Methods: the saved cards, Remove with confirmation, and Add Card. */
export function PaymentMethodsSection(props: PaymentMethodsSectionProps) {
  const { user, methods, isError, onRetry, onCardSaved, renderAddCardDialog } = props;
  const { t } = useTranslation("profile");
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);

  let body: ReactNode;
  if (isError) {
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">{t("cards.loadFailed")}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          {t("actions.tryAgain")}
        </Button>
      </div>
    );
  } else if (!methods) {
    body = (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t("cards.loading")}</span>
        {[0, 1].map((key) => (
          <div key={key} aria-hidden="true" className="h-12 animate-pulse rounded-lg bg-slate-200/70" />
        ))}
      </div>
    );
  } else if (methods.length === 0) {
    body = (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 p-6 text-center">
        <CreditCard className="h-8 w-8 shrink-0 text-slate-400" />
        <p className="mt-2 font-semibold text-slate-900">{t("cards.none")}</p>
        <p className="mt-1 text-sm text-slate-600">{t("cards.noneHint")}</p>
      </div>
    );
  } else {
    body = (
      <ul aria-label={t("cards.list")} className="divide-y divide-slate-100">
        {methods.map((method) => (
          <PaymentMethodRow key={method.id} method={method} onRemove={setRemoving} />
        ))}
      </ul>
    );
  }

  return (
    <ProfileSection
      id="payment-methods"
      title={t("cards.title")}
      badge={<TestModeBadge />}
      description={t("cards.description")}
      action={
        <Button id={ADD_CARD_BUTTON_ID} size="sm" onClick={() => setIsAddOpen(true)}>
          {t("cards.add")}
        </Button>
      }
    >
      {body}
      {renderAddCardDialog({
        isOpen: isAddOpen,
        onOpenChange: setIsAddOpen,
        onSaved: () => {
          setIsAddOpen(false);
          onCardSaved();
        },
      })}
      <RemoveCardDialog user={user} method={removing} onOpenChange={(isOpen) => (isOpen ? null : setRemoving(null))} />
    </ProfileSection>
  );
}
