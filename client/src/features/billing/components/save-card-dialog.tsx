import type { PublicUser } from "@shared/schemas/user";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { useSaveCard } from "../hooks/use-save-card";
import { INITIALIZATION_FAILED_TOAST } from "../utils/payment-messages";
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
  const [isDefault, setIsDefault] = useState(true);
  const [autoCharge, setAutoCharge] = useState(defaultAutoCharge);
  const { setup, finish, isSaving } = useSaveCard(user);

  useEffect(() => {
    if (setup.isError) toast(INITIALIZATION_FAILED_TOAST);
  }, [setup.isError]);

  if (setup.isPending) {
    return (
      <p role="status" className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">
        Preparing a secure card form…
      </p>
    );
  }
  if (setup.isError) {
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p>Unable to set up payment. Please try again.</p>
        <Button variant="secondary" size="sm" onClick={() => void setup.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="space-y-3 rounded-xl border border-slate-200 p-3">
        <Checkbox
          label="Set as default"
          hint="Used for one-click payments."
          checked={isDefault}
          onChange={setIsDefault}
        />
        <Checkbox
          label="Enable auto-charge"
          hint="Each analysis after your free ones is charged to this card automatically."
          checked={autoCharge}
          onChange={setAutoCharge}
        />
      </div>
      <PaymentForm
        intent="setup"
        clientSecret={setup.data.clientSecret}
        submitLabel={isSaving ? "Saving…" : "Save card"}
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
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        returnFocusTo={returnFocusTo}
        title="Add a payment method"
        description={
          <span className="flex flex-wrap items-center gap-2">
            Save a card for one-click payments. <TestModeBadge />
          </span>
        }
      >
        <SaveCardBody onOpenChange={onOpenChange} {...props} />
      </DialogContent>
    </Dialog>
  );
}
