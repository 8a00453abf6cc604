import { PageLayout } from "@/components/layout/page-layout";
import { UnavailablePage } from "@/components/layout/unavailable-page";

export function AdminLoginRoute() {
  return (
    <PageLayout title="Admin Login" className="bg-slate-50">
      <UnavailablePage
        title="Administrator login"
        description="Administrator sign-in is not open on this server, so there is nothing to sign in to here."
      />
    </PageLayout>
  );
}
