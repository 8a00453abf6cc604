import { useTranslation } from "react-i18next";
import { AnalysesPage } from "@/features/analyses/components/analyses-page";
import { ImportResultsButton } from "@/features/outcomes/components/import-results-dialog";
import { LoadingLine, SignedInRoute } from "./signed-in-route";

export function AnalysesRoute() {
  const { t } = useTranslation("results");
  return (
    <SignedInRoute
      title={t("routes.analysesTitle")}
      what={t("routes.what")}
      signedOutDescription={t("routes.signedOut")}
      loading={<LoadingLine text={t("routes.loadingAnalyses")} />}
    >
      {(user) => <AnalysesPage userId={user.id} importResults={<ImportResultsButton />} />}
    </SignedInRoute>
  );
}
