import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { AnalysisDetailPage } from "@/features/analyses/components/analysis-detail-page";
import { OutcomesCard } from "@/features/outcomes/components/outcomes-card";
import { YourScoreLine } from "@/features/outcomes/components/your-score";
import { LoadingLine, SignedInRoute } from "./signed-in-route";

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export function AnalysisRoute() {
  const { t } = useTranslation("results");
  const { id } = useParams();
  return (
    <SignedInRoute
      title={t("routes.analysisTitle")}
      what={t("routes.what")}
      signedOutDescription={t("routes.signedOut")}
      loading={<LoadingLine text={t("routes.loadingAnalysis")} />}
    >
      {(user) => (
        <AnalysisDetailPage
          key={id}
          analysisId={parseId(id)}
          // A Pro creator also sees a score of their own, while it predicts their posts better.
          ownResults={(analysisId) => (
            <>
              <YourScoreLine analysisId={analysisId} isPro={user.isPremium} />
              <OutcomesCard analysisId={analysisId} />
            </>
          )}
        />
      )}
    </SignedInRoute>
  );
}
