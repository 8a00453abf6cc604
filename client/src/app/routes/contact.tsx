import { PageLayout } from "@/app/layout/page-layout";
import { ContactPage } from "@/features/contact/components/contact-page";

export function ContactRoute() {
  return (
    <PageLayout title="Contact">
      <ContactPage />
    </PageLayout>
  );
}
