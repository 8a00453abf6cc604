import { useEffect, type ReactNode } from "react";
import { planBadge, profilePlanLabel, subscriptionStatusLabel } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { formatDate } from "@/lib/format";
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

// A toast when loading fails, and the same words beside "Try again".
const LOAD_FAILURE = { title: "Error", description: "Failed to load profile data" } as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Account Overview: member since, plan, status, usage and the subscription. */
export function AccountOverviewSection({
  user,
  isStatusError,
  onRetryStatus,
  analysesCount,
}: AccountOverviewSectionProps) {
  const status = subscriptionStatusLabel(user.subscriptionStatus);
  const subscriptionId = shortSubscriptionId(visibleSubscriptionId(user));
  const periodEnd = formatDate(user.currentPeriodEnd);

  // Toasted when loading fails; a retry that fails too keeps the notice below without toasting again.
  useEffect(() => {
    if (isStatusError) toast({ ...LOAD_FAILURE, variant: "destructive" });
  }, [isStatusError]);

  return (
    <ProfileSection
      id="account-overview"
      title="Account Overview"
      badge={
        status === "Active" ? (
          <span className="rounded-full bg-gradient-to-r from-amber-400 to-orange-500 px-2 py-0.5 text-xs font-bold text-white">
            {planBadge(user.subscriptionPlan)}
          </span>
        ) : null
      }
    >
      {isStatusError ? (
        <div role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{LOAD_FAILURE.title}</p>
          <p>{LOAD_FAILURE.description}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRetryStatus}>
            Try again
          </Button>
        </div>
      ) : null}
      <dl className="divide-y divide-slate-100">
        <Row label="Member since">{formatDate(user.createdAt) ?? "—"}</Row>
        <Row label="Email">
          <EmailVerificationStatus user={user} />
        </Row>
        <Row label="Plan">{profilePlanLabel(user.subscriptionPlan)}</Row>
        <Row label="Status">
          <span className={cn(status === "Active" ? "text-emerald-700" : "text-slate-600")}>{status}</span>
        </Row>
        <Row label="Analyses made">
          <span className="tabular-nums">{analysesCount ?? "—"}</span>
        </Row>
        <Row label="Free analyses used">
          <span className="tabular-nums">
            {Math.min(user.freeTrialsUsed, user.freeTrialLimit)}/{user.freeTrialLimit}
          </span>
        </Row>
        {/* Paid for or granted by a 100% promo code: not all of them were paid. */}
        <Row label="Analyses available">
          <span className="tabular-nums">{user.analysisCredits}</span>
        </Row>
        {/* A canceled subscription keeps its last period end on file; it is only news while Pro is on. */}
        {periodEnd && status === "Active" ? <Row label={periodEndLabel(user)}>{periodEnd}</Row> : null}
        {subscriptionId ? (
          <Row label="Subscription ID">
            <span className="font-mono text-sm">…{subscriptionId}</span>
          </Row>
        ) : null}
      </dl>
    </ProfileSection>
  );
}
