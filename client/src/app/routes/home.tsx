import { PageLayout } from "@/components/layout/page-layout";
import { AnalysisResults } from "@/features/analyses/components/analysis-results";
import { AnalyzePanel } from "@/features/analyze/components/analyze-panel";
import { useAuthDialog } from "@/features/auth/hooks/use-auth-dialog";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { AnalysisPaymentDialogs } from "@/features/billing/components/analysis-payment-dialogs";
import { FlashOfferPopup } from "@/features/billing/components/flash-offer-popup";
import { useAnalysisPaymentGate } from "@/features/billing/hooks/use-analysis-payment-gate";
import { LandingPage } from "@/features/landing/components/landing-page";

export function HomeRoute() {
  const { data: user, isPending } = useCurrentUser();
  const authDialog = useAuthDialog();
  const openRegister = () => authDialog.open("register");
  const payment = useAnalysisPaymentGate(user ?? null);
  return (
    <PageLayout>
      <LandingPage
        user={user ?? null}
        onRequireAuth={openRegister}
        analyzePanel={
          <AnalyzePanel
            user={user ?? null}
            onRequireAuth={openRegister}
            paymentGate={payment.gate}
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
      <AnalysisPaymentDialogs user={user ?? null} controller={payment} />
      {isPending ? null : <FlashOfferPopup user={user ?? null} />}
    </PageLayout>
  );
}
