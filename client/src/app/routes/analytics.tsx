import { useTranslation } from "react-i18next";
import { ScoreVsResultsBody, ScoreVsResultsSection } from "@/features/outcomes/components/score-vs-results";
import { EXAMPLE_SCORE_VS_RESULTS } from "@/features/outcomes/utils/example-results";
import { ProAnalyticsPage } from "@/features/pro-analytics/components/pro-analytics-page";
import { LoadingLine, SignedInRoute } from "./signed-in-route";

export function AnalyticsRoute() {
  const { t } = useTranslation();
  return (
    <SignedInRoute
      title={t("shell.routes.analytics.title")}
      what={t("shell.routes.analytics.what")}
      signedOutDescription={t("shell.routes.analytics.signedOut")}
      loading={<LoadingLine text={t("shell.routes.analytics.loading")} />}
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
