import { ScoreVsResultsBody, ScoreVsResultsSection } from "@/features/outcomes/components/score-vs-results";
import { EXAMPLE_SCORE_VS_RESULTS } from "@/features/outcomes/utils/example-results";
import { ProAnalyticsPage } from "@/features/pro-analytics/components/pro-analytics-page";
import { LoadingLine, SignedInRoute } from "./signed-in-route";

export function AnalyticsRoute() {
  return (
    <SignedInRoute
      title="Analytics"
      what="your analytics"
      signedOutDescription="Sign in to see how your scores change over time and what keeps costing you points."
      loading={<LoadingLine text="Loading your analytics..." />}
    >
      {(user) => (
        <ProAnalyticsPage
          user={user}
          scoreVsResults={<ScoreVsResultsSection />}
          scoreVsResultsExample={<ScoreVsResultsBody data={EXAMPLE_SCORE_VS_RESULTS} />}
        />
      )}
    </SignedInRoute>
  );
}
