import { PageLayout } from "@/components/layout/page-layout";
import { AnalysisResults } from "@/features/analyses/components/analysis-results";
import { AnalyzePanel } from "@/features/analyze/components/analyze-panel";
import { useAuthDialog } from "@/features/auth/hooks/use-auth-dialog";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { LandingPage } from "@/features/landing/components/landing-page";

export function HomeRoute() {
  const { data: user } = useCurrentUser();
  const authDialog = useAuthDialog();
  const openRegister = () => authDialog.open("register");
  return (
    <PageLayout>
      <LandingPage
        user={user ?? null}
        onRequireAuth={openRegister}
        analyzePanel={
          <AnalyzePanel
            user={user ?? null}
            onRequireAuth={openRegister}
            renderResults={({ analysis, media, newAnalysisButton, headingId }) => (
              <AnalysisResults
                analysis={analysis}
                media={media}
                headingLevel={3}
                headingId={headingId}
                actions={newAnalysisButton}
              />
            )}
          />
        }
      />
    </PageLayout>
  );
}
