import { Suspense } from "react";
import { PageLayout } from "@/app/layout/page-layout";
import { DeferredAnalyzePanel } from "@/features/analyze/components/deferred-analyze-panel";
import { useAuthDialog } from "@/features/auth/hooks/use-auth-dialog";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { FlashOfferPopup } from "@/features/billing/components/flash-offer-popup";
import { useAnalysisPaymentGate } from "@/features/billing/hooks/use-analysis-payment-gate";
import { LandingPage } from "@/features/landing/components/landing-page";
import { lazyNamed, useLazyMount } from "@/lib/lazy";

// Not needed for the landing page's first paint: the results (fetched once a file is chosen) and the payment dialogs
// (fetched when the payment gate opens one).
const AnalysisResults = lazyNamed(() =>
  import("@/features/analyses/components/analysis-results").then((module) => module.AnalysisResults),
);
const AnalysisPaymentDialogs = lazyNamed(() =>
  import("@/features/billing/components/analysis-payment-dialogs").then((module) => module.AnalysisPaymentDialogs),
);

export function HomeRoute() {
  const { data: user, isPending } = useCurrentUser();
  const authDialog = useAuthDialog();
  const openRegister = () => authDialog.open("register");
  const payment = useAnalysisPaymentGate(user ?? null);
  const hasPaymentDialog = useLazyMount(AnalysisPaymentDialogs, payment.dialog !== null);
  return (
    <PageLayout>
      <LandingPage
        user={user ?? null}
        onRequireAuth={openRegister}
        analyzePanel={
          <DeferredAnalyzePanel
            user={user ?? null}
            onRequireAuth={openRegister}
            paymentGate={payment.gate}
            preloadResults={AnalysisResults.preload}
            renderResults={({ analysis, media, newAnalysisButton, headingId }) => (
              <Suspense fallback={null}>
                <AnalysisResults
                  analysis={analysis}
                  media={media}
                  headingLevel={3}
                  headingId={headingId}
                  actions={newAnalysisButton}
                />
              </Suspense>
            )}
          />
        }
      />
      {hasPaymentDialog ? (
        <Suspense fallback={null}>
          <AnalysisPaymentDialogs user={user ?? null} controller={payment} />
        </Suspense>
      ) : null}
      {isPending ? null : <FlashOfferPopup user={user ?? null} />}
    </PageLayout>
  );
}
