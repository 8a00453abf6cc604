import type { PublicUser } from "@shared/schemas/user";
import { useAnalyses } from "@/features/analyses/hooks/use-analyses";
import { DashboardSkeleton } from "@/features/dashboard/components/dashboard-skeleton";
import { DashboardView } from "@/features/dashboard/components/dashboard-view";
import { VerifyEmailBanner } from "@/features/verify-email/components/verify-email-banner";
import { SignedInRoute } from "./signed-in-route";

function SignedInDashboard({ user }: { user: PublicUser }) {
  const analyses = useAnalyses(user.id);
  return (
    <DashboardView
      user={user}
      analyses={analyses.data}
      isAnalysesError={analyses.isError}
      onRetryAnalyses={() => void analyses.refetch()}
      notice={user.emailVerified ? null : <VerifyEmailBanner email={user.email} />}
    />
  );
}

export function DashboardRoute() {
  return (
    <SignedInRoute
      title="Dashboard"
      what="your dashboard"
      signedOutDescription="Sign in to see your plan, your scores and your recent analyses."
      loading={<DashboardSkeleton />}
    >
      {(user) => <SignedInDashboard user={user} />}
    </SignedInRoute>
  );
}
