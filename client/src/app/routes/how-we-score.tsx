import { useTranslation } from "react-i18next";
import { PageLayout } from "@/app/layout/page-layout";
import { HowWeScorePage } from "@/features/how-we-score/components/how-we-score-page";

export function HowWeScoreRoute() {
  const { t } = useTranslation("howWeScore");
  return (
    <PageLayout title={t("route.title")}>
      <HowWeScorePage />
    </PageLayout>
  );
}
