import { useTranslation } from "react-i18next";
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
  const { t } = useTranslation();
  return (
    <SignedInRoute
      title={t("shell.routes.dashboard.title")}
      what={t("shell.routes.dashboard.what")}
      signedOutDescription={t("shell.routes.dashboard.signedOut")}
      loading={<DashboardSkeleton />}
    >
      {(user) => <SignedInDashboard user={user} />}
    </SignedInRoute>
  );
}
