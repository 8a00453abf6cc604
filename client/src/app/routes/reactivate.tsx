import { ComingSoon } from "@/components/layout/coming-soon";
import { PageLayout } from "@/components/layout/page-layout";

/** Serves both /reactivate and /reactivate-subscription (PRODUCT.md §2). */
export function ReactivateRoute() {
  return (
    <PageLayout title="Reactivate Subscription" className="bg-slate-50">
      <ComingSoon
        title="Reactivate your subscription"
        description="Soon you will be able to keep a Pro subscription that is set to end, with one click and no new payment details."
        features={[
          "See when your Pro access ends",
          "Reactivate before the period ends",
          "Keep your analyses and settings",
        ]}
      />
    </PageLayout>
  );
}
