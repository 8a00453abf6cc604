import type { PublicUser } from "@shared/schemas/user";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { useSaveCard } from "../hooks/use-save-card";
import { usePaymentMessages } from "../utils/payment-messages";
import { PaymentForm } from "./payment-form";
import { TestModeBadge } from "@/components/test-mode-badge";

export type SaveCardDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  user: PublicUser;
  /** Called after the card is stored (the dialog has closed, the user and card list are refreshed). */
  onSaved?: () => void;
  /** "Enable auto-charge" starts checked (the plan-choice dialog's "Save a card and auto-charge"). */
  defaultAutoCharge?: boolean;
  /** Where focus goes when the dialog closes (the button that started the analysis). */
  returnFocusTo?: HTMLElement | null;
};

function Checkbox({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

function SaveCardBody({ user, onOpenChange, onSaved, defaultAutoCharge = false }: Omit<SaveCardDialogProps, "isOpen">) {
  const { t } = useTranslation("billing");
  const { initializationFailedToast } = usePaymentMessages();
  const [isDefault, setIsDefault] = useState(true);
  const [autoCharge, setAutoCharge] = useState(defaultAutoCharge);
  const { setup, finish, isSaving } = useSaveCard(user);

  useEffect(() => {
    if (setup.isError) toast(initializationFailedToast);
    // Once per failure, not again when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setup.isError]);

  if (setup.isPending) {
    return (
      <p role="status" className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
        {t("saveCard.preparing")}
      </p>
    );
  }
  if (setup.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p>{t("saveCard.setupFailed")}</p>
        <Button variant="secondary" size="sm" onClick={() => void setup.refetch()}>
          {t("actions.tryAgain")}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="space-y-3 rounded-xl border border-slate-200 p-3">
        <Checkbox
          label={t("saveCard.setDefault")}
          hint={t("saveCard.setDefaultHint")}
          checked={isDefault}
          onChange={setIsDefault}
        />
        <Checkbox
          label={t("saveCard.autoCharge")}
          hint={t("saveCard.autoChargeHint")}
          checked={autoCharge}
          onChange={setAutoCharge}
        />
      </div>
      <PaymentForm
        intent="setup"
        clientSecret={setup.data.clientSecret}
        submitLabel={isSaving ? t("saveCard.saving") : t("saveCard.save")}
        isDisabled={isSaving}
        onOutcome={async (outcome) => {
          if (await finish(outcome, { isDefault, autoCharge })) {
            onOpenChange(false);
            onSaved?.();
          }
        }}
      />
    </div>
  );
}

/** Add a card for later payments (the profile's Add Card and the analyze section's save-card dialog). */
export function SaveCardDialog({ isOpen, onOpenChange, returnFocusTo, ...props }: SaveCardDialogProps) {
  const { t } = useTranslation("billing");
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        returnFocusTo={returnFocusTo}
        title={t("saveCard.title")}
        description={
          <span className="flex flex-wrap items-center gap-2">
            {t("saveCard.description")} <TestModeBadge />
          </span>
        }
      >
        <SaveCardBody onOpenChange={onOpenChange} {...props} />
      </DialogContent>
    </Dialog>
  );
}
