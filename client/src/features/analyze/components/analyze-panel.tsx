import { Suspense, useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "@shared/schemas/user";
import { useFormat } from "@/i18n/format";
import { ENGINE_NAMESPACE } from "@/i18n/i18n";
import { lazyNamed, useLazyMount } from "@/lib/lazy";
import { useAnalyzeFlow } from "../hooks/use-analyze-flow";
import { accessLineFor } from "../utils/access-line";
import type { AnalysisPaymentGate } from "../utils/payment-gate";
import { AnalyzeFormLayout } from "./analyze-form-layout";
import { AnalyzeSubmit } from "./analyze-submit";
import { CaptionFields } from "./caption-fields";
import { ChosenFile } from "./chosen-file";
import { ResultsView, type AnalyzeResultView } from "./results-view";
import { UploadArea } from "./upload-area";

// A modal (Radix Dialog) needed only once an upload starts: fetched when a file is chosen, not with the first page.
const ProgressOverlay = lazyNamed(() => import("./progress-overlay").then((module) => module.ProgressOverlay));

export type AnalyzePanelProps = {
  /** The signed-in user, or null for a guest (guests are asked to sign up). */
  user: PublicUser | null;
  onRequireAuth: () => void;
  /** The results view; composed by the page, since it belongs to the analyses feature. */
  renderResults: (view: AnalyzeResultView) => ReactNode;
  /** Starts fetching the results view's code; called when a file is chosen, long before any result. */
  preloadResults?: () => void;
  /** Pays for analyses past the free ones; composed by the page from the billing feature. */
  paymentGate: AnalysisPaymentGate;
};

/** The analyze section's working part: upload, caption, hashtags, progress, results. */
export function AnalyzePanel({ user, onRequireAuth, renderResults, preloadResults, paymentGate }: AnalyzePanelProps) {
  const { t, i18n } = useTranslation("analyze");
  const format = useFormat();
  const ids = { input: useId(), formats: useId(), fileError: useId() };
  const flow = useAnalyzeFlow({ user, paymentGate, onRequireAuth });
  const { file, check, previewUrl, analysis } = flow;
  const hasUploaded = useLazyMount(ProgressOverlay, flow.isUploading);

  function selectFile(next: File | undefined) {
    flow.selectFile(next);
    if (!next) return;
    void ProgressOverlay.preload();
    preloadResults?.();
    // The results' texts (the engine's catalogue), not carried by the landing page itself.
    void i18n.loadNamespaces(ENGINE_NAMESPACE);
  }

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
    <AnalyzeFormLayout
      onSubmit={flow.submit}
      upload={
        <UploadArea
          inputRef={flow.inputRef}
          ids={ids}
          file={file}
          check={check}
          chosenFile={
            file && check ? (
              <ChosenFile
                file={file}
                check={check}
                previewUrl={previewUrl}
                inputId={ids.input}
                formatsId={ids.formats}
                isBusy={flow.isBusy}
                onRemove={flow.clear}
              />
            ) : null
          }
          isGuest={!user}
          onGuest={flow.askToSignUp}
          onSelect={selectFile}
        />
      }
      fields={<CaptionFields form={flow.form} />}
      submit={
        <AnalyzeSubmit
          fileBytes={file?.size ?? 0}
          check={check}
          fileErrorId={ids.fileError}
          analyzeButtonId={flow.analyzeButtonId}
          isDisabled={!flow.canAnalyze}
          isCheckingPayment={flow.isCheckingPayment}
          accessLine={accessLineFor(user, t, format)}
        />
      }
    >
      {hasUploaded ? (
        <Suspense fallback={null}>
          <ProgressOverlay
            isOpen={flow.isUploading}
            fileName={file?.name ?? ""}
            progress={flow.progress}
            onCancel={flow.cancel}
          />
        </Suspense>
      ) : null}
    </AnalyzeFormLayout>
  );
}
