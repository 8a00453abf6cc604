import { useId, type ReactNode } from "react";
import { accessLine } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import { billingStateOf } from "@/lib/billing-state";
import { useAnalyzeFlow } from "../hooks/use-analyze-flow";
import type { AnalysisPaymentGate } from "../utils/payment-gate";
import { AnalyzeSubmit } from "./analyze-submit";
import { CaptionFields } from "./caption-fields";
import { ProgressOverlay } from "./progress-overlay";
import { ResultsView, type AnalyzeResultView } from "./results-view";
import { UploadArea } from "./upload-area";

type AnalyzePanelProps = {
  /** The signed-in user, or null for a guest (guests are asked to sign up). */
  user: PublicUser | null;
  onRequireAuth: () => void;
  /** The results view; composed by the page, since it belongs to the analyses feature. */
  renderResults: (view: AnalyzeResultView) => ReactNode;
  /** Pays for analyses past the free ones; composed by the page from the billing feature. */
  paymentGate: AnalysisPaymentGate;
};

const GUEST_ACCESS_LINE = "Your first analysis is free: create an account to start.";

/** The analyze section's working part (customer-app §2): upload, caption, hashtags, progress, results. */
export function AnalyzePanel({ user, onRequireAuth, renderResults, paymentGate }: AnalyzePanelProps) {
  const ids = { input: useId(), formats: useId(), fileError: useId() };
  const flow = useAnalyzeFlow({ user, paymentGate, onRequireAuth });
  const { file, check, previewUrl, analysis } = flow;

  if (analysis) {
    // A valid file always has a preview URL; the results preview says so itself if the browser cannot play it.
    const media = previewUrl && check?.kind ? { url: previewUrl, kind: check.kind } : null;
    return (
      <ResultsView
        analysis={analysis}
        media={media}
        renderResults={renderResults}
        onNewAnalysis={flow.startNewAnalysis}
      />
    );
  }

  return (
    <div className="mx-auto mt-12 max-w-5xl">
      <form
        onSubmit={flow.submit}
        noValidate
        aria-label="Analyze your content"
        className="grid gap-6 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]"
      >
        <UploadArea
          inputRef={flow.inputRef}
          ids={ids}
          file={file}
          check={check}
          previewUrl={previewUrl}
          isGuest={!user}
          isBusy={flow.isBusy}
          onGuest={flow.askToSignUp}
          onSelect={flow.selectFile}
          onRemove={flow.clear}
        />
        <div className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <CaptionFields form={flow.form} />
          <AnalyzeSubmit
            fileBytes={file?.size ?? 0}
            check={check}
            fileErrorId={ids.fileError}
            analyzeButtonId={flow.analyzeButtonId}
            isDisabled={!flow.canAnalyze}
            isCheckingPayment={flow.isCheckingPayment}
            accessLine={user ? accessLine(billingStateOf(user)) : GUEST_ACCESS_LINE}
          />
        </div>
      </form>
      <ProgressOverlay
        isOpen={flow.isUploading}
        fileName={file?.name ?? ""}
        progress={flow.progress}
        onCancel={flow.cancel}
      />
    </div>
  );
}
