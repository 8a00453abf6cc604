import { Suspense, useCallback, useEffect, useMemo } from "react";
import { PageLayout } from "@/app/layout/page-layout";
import { useAuthDialog } from "@/features/auth/hooks/use-auth-dialog";
import { useCurrentUser } from "@/features/auth/hooks/use-current-user";
import { loadDeferredParts } from "@/features/landing/components/deferred";
import { LandingPage } from "@/features/landing/components/landing-page";
import { lazyNamed, useLazyMount } from "@/lib/lazy";

// The analyze panel's placeholder (the shell the working form replaces) sits two screens below the first paint on a
// phone: like the sections below the hero, it comes in a chunk fetched after that paint, before hydration
// (preloadHome, the router's preload for this page).
const DeferredAnalyzePanel = lazyNamed(() =>
  import("@/features/analyze/components/deferred-analyze-panel").then((module) => module.DeferredAnalyzePanel),
);

/** What the landing page's first render needs besides this file: its deferred sections and the analyze shell. */
export function preloadHome(): Promise<unknown> {
  return Promise.all([loadDeferredParts(), DeferredAnalyzePanel.preload()]);
}

// Not needed for the landing page's first paint: the working analyze form with its payment gate (fetched once the
// page is idle, home-analyze-panel.tsx), the results (fetched once a file is chosen) and the flash offer (fetched
// once the user is known, to count its 3 s).
const HomeAnalyzePanel = lazyNamed(() => import("./home-analyze-panel").then((module) => module.HomeAnalyzePanel));
const AnalysisResults = lazyNamed(() =>
  import("@/features/analyses/components/analysis-results").then((module) => module.AnalysisResults),
);
const FlashOfferPopup = lazyNamed(() =>
  import("@/features/billing/components/flash-offer-popup").then((module) => module.FlashOfferPopup),
);

/**
 * When this page's user became known (Date.now()): the flash offer's 3 s count from there, not from the arrival of
 * its code a moment later.
 */
let userKnownAt: number | undefined;

export function HomeRoute() {
  const { data, isPending } = useCurrentUser();
  const user = data ?? null;
  const authDialog = useAuthDialog();
  const openAuthDialog = authDialog.open;
  const openRegister = useCallback(() => openAuthDialog("register"), [openAuthDialog]);
  useEffect(() => {
    if (isPending) return;
    userKnownAt = Date.now();
    return () => {
      userKnownAt = undefined;
    };
  }, [isPending]);
  // Stable between renders, as LandingPage is memoized: the render that follows hydration (every part that asks
  // for the user re-renders once its page is live, at sync priority) stops here for a guest, whose user stays null,
  // instead of rendering every section of the page again in one long task.
  const analyzePanel = useMemo(
    () => (
      <DeferredAnalyzePanel user={user} panel={HomeAnalyzePanel}>
        <HomeAnalyzePanel
          user={user}
          onRequireAuth={openRegister}
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
      </DeferredAnalyzePanel>
    ),
    [user, openRegister],
  );
  const hasFlashOffer = useLazyMount(FlashOfferPopup, !isPending);
  return (
    <PageLayout>
      <LandingPage user={user} onRequireAuth={openRegister} analyzePanel={analyzePanel} />
      {hasFlashOffer ? (
        <Suspense fallback={null}>
          <FlashOfferPopup user={user} since={userKnownAt} />
        </Suspense>
      ) : null}
    </PageLayout>
  );
}
