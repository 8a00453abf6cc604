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
  const { id } = useParams();
  return (
    <SignedInRoute
      title="Analysis"
      what="your analyses"
      signedOutDescription="Sign in to see your scores, reports and past analyses."
      loading={<LoadingLine text="Loading the analysis..." />}
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
