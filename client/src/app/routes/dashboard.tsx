import { PageLayout } from "@/components/layout/page-layout";
import { useAnalyses } from "@/features/analyses/hooks/use-analyses";
import { useAuthDialog } from "@/features/auth/hooks/use-auth-dialog";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { DashboardSignedOut } from "@/features/dashboard/components/dashboard-signed-out";
import { DashboardSkeleton } from "@/features/dashboard/components/dashboard-skeleton";
import { DashboardView } from "@/features/dashboard/components/dashboard-view";
import { VerifyEmailBanner } from "@/features/verify-email/components/verify-email-banner";

export function DashboardRoute() {
  const { data: user, isPending, isError, refetch } = useCurrentUser();
  const { open: openAuthDialog } = useAuthDialog();
  const analyses = useAnalyses(user?.id);

  let body;
  if (isPending) body = <DashboardSkeleton />;
  else if (user) {
    body = (
      <DashboardView
        user={user}
        analyses={analyses.data}
        isAnalysesError={analyses.isError}
        onRetryAnalyses={() => void analyses.refetch()}
        notice={user.emailVerified ? null : <VerifyEmailBanner email={user.email} />}
      />
    );
  } else {
    body = (
      <DashboardSignedOut
        onSignIn={() => openAuthDialog("login")}
        onRetry={isError ? () => void refetch() : undefined}
      />
    );
  }

  return (
    <PageLayout title="Dashboard" className="bg-slate-50">
      {body}
    </PageLayout>
  );
}
