import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useFormat } from "@/i18n/format";
import { useMoney } from "@/i18n/money";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { TestModeBadge } from "@/components/test-mode-badge";
import { renewalSentence } from "../utils/subscription-copy";
import { ProfileSection } from "./profile-section";

type SubscriptionSectionProps = {
  user: PublicUser;
  /** What the next month costs in cents (the subscription status answer); null when nothing renews. */
  renewalAmount: number | null | undefined;
};

/** The Pro subscription of a premium user: when it renews (or ends), and Cancel Subscription. */
export function SubscriptionSection({ user, renewalAmount }: SubscriptionSectionProps) {
  const { t } = useTranslation("profile");
  const format = useFormat();
  const money = useMoney();
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  const periodEnd = format.date(user.currentPeriodEnd);

  return (
    <ProfileSection id="subscription" title={t("subscription.title")} badge={<TestModeBadge />}>
      {user.cancelAtPeriodEnd ? (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p>{periodEnd ? t("subscription.setToEndOn", { date: periodEnd }) : t("subscription.setToEnd")}</p>
          <Link
            to={paths.reactivate.href()}
            className="mt-1 inline-block font-semibold text-amber-950 underline underline-offset-4"
          >
            {t("subscription.reactivate")}
          </Link>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          {t("subscription.on")} {renewalSentence(user, periodEnd, renewalAmount, t, money.cents)}
        </p>
      )}
      <p className="mt-3 text-sm text-slate-600">{t("subscription.cancelNote")}</p>
      <Button variant="destructive-outline" className="mt-4 w-full sm:w-auto" onClick={() => setIsCancelOpen(true)}>
        {t("subscription.cancel")}
      </Button>
      <CancelSubscriptionDialog user={user} isOpen={isCancelOpen} onOpenChange={setIsCancelOpen} />
    </ProfileSection>
  );
}
