import { useTranslation } from "react-i18next";
import { PageLayout } from "@/app/layout/page-layout";
import { DevelopersPage } from "@/features/developers/components/developers-page";

export function DevelopersRoute() {
  const { t } = useTranslation("developers");
  return (
    <PageLayout title={t("route.title")}>
      <DevelopersPage />
    </PageLayout>
  );
}
