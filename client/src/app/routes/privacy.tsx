import { PageLayout } from "@/components/layout/page-layout";
import { PrivacyPage } from "@/features/privacy/components/privacy-page";

export function PrivacyRoute() {
  return (
    <PageLayout title="Privacy Policy">
      <PrivacyPage />
    </PageLayout>
  );
}
