import { useEffect, type ReactNode } from "react";
import { subscriptionStatusLabel } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useFormat } from "@/i18n/format";
import { cn } from "@/lib/cn";
import { shortSubscriptionId } from "../utils/format";
import { periodEndLabel, visibleSubscriptionId } from "../utils/subscription-copy";
import { EmailVerificationStatus } from "./email-verification-status";
import { ProfileSection } from "./profile-section";

type AccountOverviewSectionProps = {
  user: PublicUser;
  /** The subscription status could not be read from the server (the figures are the last known ones). */
  isStatusError: boolean;
  onRetryStatus: () => void;
  /** How many analyses the user has made (kept ones); undefined while loading or when it failed to load. */
  analysesCount: number | undefined;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-end font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** The plan's key in the catalogue (overview.plans.*): Pro Monthly, Pay Per Analysis or Free. */
function planKey(plan: string): "monthly" | "perPost" | "free" {
  return plan === "monthly" ? "monthly" : plan === "per_post" ? "perPost" : "free";
}

/** Account Overview: member since, plan, status, usage and the subscription. */
export function AccountOverviewSection({
  user,
  isStatusError,
  onRetryStatus,
  analysesCount,
}: AccountOverviewSectionProps) {
  const { t } = useTranslation("profile");
  const format = useFormat();
  // A toast when loading fails, and the same words beside "Try again".
  const loadFailure = { title: t("overview.errorTitle"), description: t("overview.loadFailed") };
  const status = subscriptionStatusLabel(user.subscriptionStatus);
  const subscriptionId = shortSubscriptionId(visibleSubscriptionId(user));
  const periodEnd = format.date(user.currentPeriodEnd);

  // Toasted when loading fails; a retry that fails too keeps the notice below without toasting again.
  useEffect(() => {
    if (isStatusError) toast({ ...loadFailure, variant: "destructive" });
    // Once per failure, not again when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isStatusError]);

  return (
    <ProfileSection
      id="account-overview"
      title={t("overview.title")}
      badge={
        status === "Active" ? (
          <span className="rounded-full bg-gradient-to-r from-amber-400 to-orange-500 px-2 py-0.5 text-xs font-bold text-white">
            {user.subscriptionPlan === "monthly" ? t("overview.proMember") : t("overview.premium")}
          </span>
        ) : null
      }
    >
      {isStatusError ? (
        <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{loadFailure.title}</p>
          <p>{loadFailure.description}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRetryStatus}>
            {t("actions.tryAgain")}
          </Button>
        </div>
      ) : null}
      <dl className="divide-y divide-slate-100">
        <Row label={t("overview.memberSince")}>{format.date(user.createdAt) ?? "—"}</Row>
        <Row label={t("info.email")}>
          <EmailVerificationStatus user={user} />
        </Row>
        <Row label={t("overview.plan")}>{t(`overview.plans.${planKey(user.subscriptionPlan)}`)}</Row>
        <Row label={t("overview.status")}>
          <span className={cn(status === "Active" ? "text-emerald-700" : "text-slate-600")}>
            {status === "Active" ? t("overview.active") : t("overview.inactive")}
          </span>
        </Row>
        <Row label={t("overview.analysesMade")}>
          <span className="tabular-nums">{analysesCount === undefined ? "—" : format.number(analysesCount)}</span>
        </Row>
        <Row label={t("overview.freeUsed")}>
          <span className="tabular-nums">
            {t("overview.usedOf", {
              used: Math.min(user.freeTrialsUsed, user.freeTrialLimit),
              limit: user.freeTrialLimit,
            })}
          </span>
        </Row>
        {/* Paid for or granted by a 100% promo code: not all of them were paid. */}
        <Row label={t("overview.available")}>
          <span className="tabular-nums">{format.number(user.analysisCredits)}</span>
        </Row>
        {/* A canceled subscription keeps its last period end on file; it is only news while Pro is on. */}
        {periodEnd && status === "Active" ? (
          <Row label={periodEndLabel(user) === "Ends on" ? t("overview.endsOn") : t("overview.renewsOn")}>
            {periodEnd}
          </Row>
        ) : null}
        {subscriptionId ? (
          <Row label={t("overview.subscriptionId")}>
            <span dir="ltr" className="font-mono text-sm">
              …{subscriptionId}
            </span>
          </Row>
        ) : null}
      </dl>
    </ProfileSection>
  );
}
