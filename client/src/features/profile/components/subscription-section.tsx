import { useState } from "react";
import { Link } from "react-router-dom";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
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
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  const periodEnd = formatDate(user.currentPeriodEnd);

  return (
    <ProfileSection id="subscription" title="Pro Subscription" badge={<TestModeBadge />}>
      {user.cancelAtPeriodEnd ? (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p>Your subscription is set to end{periodEnd ? ` on ${periodEnd}` : ""}. Until then Pro stays on.</p>
          <Link
            to={paths.reactivate.href()}
            className="mt-1 inline-block font-semibold text-amber-950 underline underline-offset-4"
          >
            Reactivate subscription
          </Link>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          Unlimited analyses and priority support are on. {renewalSentence(user, periodEnd, renewalAmount)}
        </p>
      )}
      <p className="mt-3 text-sm text-slate-600">Cancelling ends Pro immediately; it cannot be undone.</p>
      <Button variant="destructive-outline" className="mt-4 w-full sm:w-auto" onClick={() => setIsCancelOpen(true)}>
        Cancel Subscription
      </Button>
      <CancelSubscriptionDialog user={user} isOpen={isCancelOpen} onOpenChange={setIsCancelOpen} />
    </ProfileSection>
  );
}
