import { useTranslation } from "react-i18next";
import { PageLayout } from "@/app/layout/page-layout";
import { ContactPage } from "@/features/contact/components/contact-page";

export function ContactRoute() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t("shell.routes.contact.title")}>
      <ContactPage />
    </PageLayout>
  );
}
