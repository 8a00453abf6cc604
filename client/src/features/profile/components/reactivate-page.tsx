import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { SubscriptionStatusResponse } from "@shared/schemas/billing";
import type { PublicUser } from "@shared/schemas/user";
import { Button } from "@/components/ui/button";
import { Zap } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { useSubscriptionAction } from "../hooks/use-subscription-action";
import { useSubscriptionStatus } from "../hooks/use-subscription-status";
import { failureMessage } from "../utils/failure-message";

export const REACTIVATE_TITLE = "Reactivate your subscription";

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <span className="grid h-11 w-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Zap className="h-6 w-6 shrink-0" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{REACTIVATE_TITLE}</h1>
        <h2 className="mt-2 text-lg font-semibold text-slate-900">{title}</h2>
        <div className="mt-2 space-y-4 text-slate-700">{children}</div>
      </div>
    </section>
  );
}

/** A subscription the provider will end at the period's end (cancelled from its portal), while Pro is still on. */
function isPendingCancellation(status: SubscriptionStatusResponse): boolean {
  return status.subscriptionStatus === "active" && status.cancelAtPeriodEnd;
}

/** /reactivate for a signed-in user: checking, pending cancellation, or nothing to reactivate. */
export function ReactivatePage({ user }: { user: PublicUser }) {
  const status = useSubscriptionStatus(user.id);
  const reactivate = useSubscriptionAction(user.id, "reactivate");

  function handleReactivate() {
    if (reactivate.isPending) return;
    reactivate.mutate(undefined, {
      onSuccess: (answer) =>
        toast({
          title: "Subscription Reactivated",
          description: answer.message || "Your Pro subscription will renew as usual.",
          variant: "success",
        }),
      onError: (error) =>
        toast({
          title: "Reactivation Failed",
          description: failureMessage(error, "We could not reactivate your subscription. Please try again."),
          variant: "destructive",
        }),
    });
  }

  if (status.isPending) {
    return (
      <Card title="Checking your subscription...">
        <p role="status">One moment while we look up your plan.</p>
      </Card>
    );
  }
  if (status.isError) {
    return (
      <Card title="We couldn't check your subscription">
        <p role="alert">The server did not answer. Check your connection and try again.</p>
        <Button onClick={() => void status.refetch()}>Try again</Button>
      </Card>
    );
  }

  const periodEnd = formatDate(status.data.currentPeriodEnd);
  if (isPendingCancellation(status.data)) {
    return (
      <Card title="Your Pro subscription is set to end">
        <p>
          Pro stays on until <strong className="text-slate-900">{periodEnd ?? "the end of this period"}</strong>, then
          ends. Reactivate to keep unlimited analyses: it then renews as before.
        </p>
        <Button
          size="lg"
          className="w-full sm:w-auto"
          onClick={handleReactivate}
          aria-disabled={reactivate.isPending || undefined}
        >
          {reactivate.isPending ? "Reactivating..." : "Reactivate Subscription"}
        </Button>
      </Card>
    );
  }

  return (
    <Card title={user.isPremium ? "Your Pro subscription is active" : "Nothing to reactivate"}>
      <p>
        {user.isPremium
          ? `It renews${periodEnd ? ` on ${periodEnd}` : " automatically"}, so there is nothing to reactivate.`
          : "You have no Pro subscription that is set to end. A canceled subscription cannot be reactivated, but you can subscribe again at any time."}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {user.isPremium ? null : (
          <Button asChild>
            <Link to={paths.subscribe.href()}>Subscribe to Pro</Link>
          </Button>
        )}
        <Button asChild variant={user.isPremium ? "primary" : "secondary"}>
          <Link to={paths.dashboard.href()}>Go to Dashboard</Link>
        </Button>
      </div>
    </Card>
  );
}
