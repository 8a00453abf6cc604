import { formatPrice, PRICES } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useUpdateUser } from "../hooks/use-update-user";
import { failureMessage } from "../utils/failure-message";
import { TestModeBadge } from "@/components/test-mode-badge";
import { ProfileSection } from "./profile-section";

type PaymentPreferencesSectionProps = {
  user: PublicUser;
  /** Whether a card is saved; auto-charge needs one (the server answers 400 otherwise). */
  hasCard: boolean;
};

/** Payment Preferences: the auto-charge switch. */
export function PaymentPreferencesSection({ user, hasCard }: PaymentPreferencesSectionProps) {
  const update = useUpdateUser(user.id);
  // While saving, the switch shows where it is going; the server's answer then decides.
  const isOn = update.isPending ? Boolean(update.variables?.autoChargeEnabled) : user.autoChargeEnabled;
  // Turning it off is always allowed; turning it on needs a saved card. While saving it stays focusable
  // (aria-disabled) so keyboard focus is not dropped.
  const isDisabled = !hasCard && !user.autoChargeEnabled;

  function handleToggle() {
    if (update.isPending) return;
    const next = !user.autoChargeEnabled;
    update.mutate(
      { autoChargeEnabled: next },
      {
        onSuccess: () =>
          toast({
            title: "Preference Updated",
            description: next ? "Auto-charge enabled" : "Auto-charge disabled",
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: "Error",
            description: failureMessage(error, "Failed to update preference"),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <ProfileSection id="payment-preferences" title="Payment Preferences" badge={<TestModeBadge />}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id="auto-charge-label" className="font-medium text-slate-900">
            Auto-charge for analyses
          </p>
          <p id="auto-charge-hint" className="mt-1 text-sm text-slate-600">
            {hasCard
              ? `When your free analyses are used up, each new analysis is charged ${formatPrice(PRICES.perAnalysis)} to your default card, without asking each time.`
              : "Add a card under Payment Methods first to turn on auto-charge."}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={isOn}
          aria-labelledby="auto-charge-label"
          aria-describedby="auto-charge-hint"
          disabled={isDisabled}
          aria-disabled={update.isPending || undefined}
          onClick={handleToggle}
          className={cn(
            "relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
            "disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-wait",
            isOn ? "bg-brand-600" : "bg-slate-300",
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              "inline-block h-5 w-5 rounded-full bg-white shadow transition-transform",
              isOn ? "translate-x-6" : "translate-x-1",
            )}
          />
        </button>
      </div>
    </ProfileSection>
  );
}
