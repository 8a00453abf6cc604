import type { PublicUser } from "@shared/schemas/user";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Zap } from "lucide-react";
import { paths } from "@/config/paths";

/** /subscribe for someone who already has Pro: nothing to buy. */
export function AlreadyPro({ user }: { user: PublicUser }) {
  return (
    <div role="status" className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950 sm:p-8">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Zap className="h-5 w-5 shrink-0" />
        You're already on Pro
      </p>
      <p className="mt-2 text-sm">
        {user.cancelAtPeriodEnd
          ? "Your subscription ends at the close of this period; you can reactivate it from your profile."
          : "Unlimited analyses and priority support are on. There is nothing more to buy."}
      </p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to={paths.dashboard.href()}>Go to Dashboard</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.profile.href()}>Manage subscription</Link>
        </Button>
      </div>
    </div>
  );
}
