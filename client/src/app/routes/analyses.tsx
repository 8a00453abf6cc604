import { AnalysesPage } from "@/features/analyses/components/analyses-page";
import { ImportResultsButton } from "@/features/outcomes/components/import-results-dialog";
import { LoadingLine, SignedInRoute } from "./signed-in-route";

export function AnalysesRoute() {
  return (
    <SignedInRoute
      title="Your Analyses"
      what="your analyses"
      signedOutDescription="Sign in to see your scores, reports and past analyses."
      loading={<LoadingLine text="Loading your analyses..." />}
    >
      {(user) => <AnalysesPage userId={user.id} importResults={<ImportResultsButton />} />}
    </SignedInRoute>
  );
}
