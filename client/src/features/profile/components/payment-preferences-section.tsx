import { PRICES } from "@shared/billing";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "@shared/schemas/user";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { useMoney } from "@/i18n/money";
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
  const { t } = useTranslation("profile");
  const money = useMoney();
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
            title: t("preferences.updated"),
            description: next ? t("preferences.enabled") : t("preferences.disabled"),
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: t("overview.errorTitle"),
            description: failureMessage(error, t("preferences.failed")),
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <ProfileSection id="payment-preferences" title={t("preferences.title")} badge={<TestModeBadge />}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id="auto-charge-label" className="font-medium text-slate-900">
            {t("preferences.autoCharge")}
          </p>
          <p id="auto-charge-hint" className="mt-1 text-sm text-slate-600">
            {hasCard ? t("preferences.hint", { price: money.price(PRICES.perAnalysis) }) : t("preferences.needCard")}
          </p>
        </div>
        <Switch
          checked={isOn}
          onCheckedChange={handleToggle}
          aria-labelledby="auto-charge-label"
          aria-describedby="auto-charge-hint"
          disabled={isDisabled}
          aria-disabled={update.isPending || undefined}
          className="aria-disabled:cursor-wait"
        />
      </div>
    </ProfileSection>
  );
}
