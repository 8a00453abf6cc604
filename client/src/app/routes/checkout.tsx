import { ComingSoon } from "@/components/layout/coming-soon";
import { PageLayout } from "@/components/layout/page-layout";

export function CheckoutRoute() {
  return (
    <PageLayout title="Checkout" className="bg-slate-50">
      <ComingSoon
        title="Pay per analysis"
        description="Checkout for a single $1.00 analysis is almost ready. You will be able to pay once by card and go straight to your results."
        features={[
          "Order summary: one analysis for $1.00",
          "Secure card payment (test mode until live keys are set)",
          "Straight back to your dashboard after paying",
        ]}
      />
    </PageLayout>
  );
}
