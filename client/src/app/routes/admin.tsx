import { ComingSoon } from "@/components/layout/coming-soon";
import { PageLayout } from "@/components/layout/page-layout";

export function AdminRoute() {
  return (
    <PageLayout title="Admin Dashboard" className="bg-slate-50">
      <ComingSoon
        title="Admin dashboard"
        description="The operator dashboard is coming next."
        features={[
          "Users, analyses and payments with search and export",
          "Promo codes and admin accounts",
          "Platform settings and analytics",
        ]}
      />
    </PageLayout>
  );
}
