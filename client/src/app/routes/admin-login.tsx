import { ComingSoon } from "@/components/layout/coming-soon";
import { PageLayout } from "@/components/layout/page-layout";

export function AdminLoginRoute() {
  return (
    <PageLayout title="Admin Login" className="bg-slate-50">
      <ComingSoon
        title="Administrator login"
        description="The sign-in for ViralScore administrators is being built. Authorized personnel only."
        features={["Username and password sign-in", "All access attempts are logged and monitored"]}
      />
    </PageLayout>
  );
}
