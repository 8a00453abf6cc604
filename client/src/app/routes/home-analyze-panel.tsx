import { Suspense } from "react";
import { AnalyzePanel, type AnalyzePanelProps } from "@/features/analyze/components/analyze-panel";
import { useAnalysisPaymentGate } from "@/features/billing/hooks/use-analysis-payment-gate";
import { lazyNamed, useLazyMount } from "@/lib/lazy";

// The landing page's working analyze form with the payment gate that pays for analyses past the free ones: one chunk,
// loaded after the first paint (deferred-analyze-panel.tsx), so the billing code comes with the form that uses it
// (docs/decisions/010-lean-first-page.md).

// The payment dialogs: fetched when the payment gate opens one.
const AnalysisPaymentDialogs = lazyNamed(() =>
  import("@/features/billing/components/analysis-payment-dialogs").then((module) => module.AnalysisPaymentDialogs),
);

export type HomeAnalyzePanelProps = Omit<AnalyzePanelProps, "paymentGate">;

/** The analyze panel, paid through the billing feature's gate and its dialogs. */
export function HomeAnalyzePanel(props: HomeAnalyzePanelProps) {
  const payment = useAnalysisPaymentGate(props.user);
  const hasPaymentDialog = useLazyMount(AnalysisPaymentDialogs, payment.dialog !== null);
  return (
    <>
      <AnalyzePanel {...props} paymentGate={payment.gate} />
      {hasPaymentDialog ? (
        <Suspense fallback={null}>
          <AnalysisPaymentDialogs user={props.user} controller={payment} />
        </Suspense>
      ) : null}
    </>
  );
}
