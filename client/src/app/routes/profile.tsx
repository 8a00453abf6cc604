import { ComingSoon } from "@/components/layout/coming-soon";
import { PageLayout } from "@/components/layout/page-layout";

export function ProfileRoute() {
  return (
    <PageLayout title="My Profile" className="bg-slate-50">
      <ComingSoon
        title="My Profile"
        description="Your profile page is on its way: manage your details, cards and subscription in one place."
        features={[
          "Personal information: name, username, e-mail, language",
          "Payment methods and auto-charge preference",
          "Account overview and subscription management",
          "Download my data and delete my account",
        ]}
      />
    </PageLayout>
  );
}
