import { PageLayout } from "@/app/layout/page-layout";
import { PrivacyPage } from "@/features/privacy/components/privacy-page";

export function PrivacyRoute() {
  return (
    <PageLayout title="Privacy Policy">
      <PrivacyPage />
    </PageLayout>
  );
}
