import { useTranslation } from "react-i18next";
import { PageLayout } from "@/app/layout/page-layout";
import { PrivacyPage } from "@/features/privacy/components/privacy-page";

export function PrivacyRoute() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t("shell.routes.privacy.title")}>
      <PrivacyPage />
    </PageLayout>
  );
}
