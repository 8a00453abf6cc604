import { PageLayout } from "@/components/layout/page-layout";
import { UnavailablePage } from "@/components/layout/unavailable-page";

export function AdminRoute() {
  return (
    <PageLayout title="Admin Dashboard" className="bg-slate-50">
      <UnavailablePage
        title="Admin dashboard"
        description="The administrator area is not open on this server. Creators: your analyses, plan and payments are on your dashboard and profile."
      />
    </PageLayout>
  );
}
