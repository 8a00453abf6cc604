import { ComingSoon } from "@/components/layout/coming-soon";
import { PageLayout } from "@/components/layout/page-layout";

export function SubscribeRoute() {
  return (
    <PageLayout title="Subscribe to Pro" className="bg-slate-50">
      <ComingSoon
        title="Monthly Pro subscription"
        description="Subscribing to Pro for $10 per month is coming very soon. Until then you can keep using your free analysis."
        features={[
          "Unlimited analyses",
          "Competitor analysis and content-planning tools",
          "Analytics dashboard and priority support",
          "Cancel anytime from your profile",
        ]}
      />
    </PageLayout>
  );
}
