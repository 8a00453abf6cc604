import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { accessLine } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { trackEvent } from "@/lib/analytics";
import { billingStateOf } from "@/lib/billing-state";
import { makeRequestId } from "@/lib/request-id";
import { useAnalyze } from "../hooks/use-analyze";
import { useFilePreview } from "../hooks/use-file-preview";
import { describeAnalysisFailure } from "../utils/analysis-error";
import { paymentTypeFor, type AnalysisPaymentGate } from "../utils/payment-gate";
import { checkUploadFile } from "../utils/upload-file";
import { AnalyzeDetails } from "./analyze-details";
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

/** The analyze section's working part (customer-app §2): upload, caption, hashtags, progress, results. */
export function AnalyzePanel({ user, onRequireAuth, renderResults, paymentGate }: AnalyzePanelProps) {
  const ids = { input: useId(), formats: useId(), fileError: useId() };
  const analyzeButtonId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState("");
  const [hashtags, setHashtags] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const previewUrl = useFilePreview(file);
  const check = file ? checkUploadFile(file) : null;
  const analyze = useAnalyze();
  const analysis = analyze.data;

  function askToSignUp() {
    toast({ title: "Registration Required", description: "Sign up or log in to analyse your content" });
    onRequireAuth();
  }

  function selectFile(next: File | undefined) {
    if (!next) return;
    const nextCheck = checkUploadFile(next);
    setFile(next);
    setFieldErrors({});
    trackEvent("file_uploaded", { fileType: next.type || "unknown", fileSize: next.size, isValid: nextCheck.isValid });
  }

  function clearForm() {
    analyze.reset();
    setFile(null);
    setCaption("");
    setHashtags("");
    setFieldErrors({});
    if (inputRef.current) inputRef.current.value = "";
  }

  function handleNewAnalysis() {
    clearForm();
    requestAnimationFrame(() => {
      document.getElementById("analyze")?.scrollIntoView({ block: "start" });
      inputRef.current?.focus({ preventScroll: true });
    });
  }

  // The gate may resume later (after a payment dialog): it then calls the latest start, with this file.
  const startRef = useRef<() => Promise<void>>(async () => undefined);
  const retry = () => void startRef.current();
  async function start() {
    if (!user || !file || !check?.isValid) return;
    const requestId = makeRequestId();
    if ((await paymentGate.beforeAnalyze({ requestId, retry })) === "wait") return;
    setFieldErrors({});
    const isQuickTime = check.isQuickTime;
    const input = { file, kind: check.kind, userId: user.id, caption, hashtags, isQuickTime, requestId };
    analyze.mutate(
      { ...input, paymentType: paymentTypeFor(user) },
      {
        onError: (error) => {
          const failure = describeAnalysisFailure(error, isQuickTime);
          toast({ title: failure.title, description: failure.description, variant: failure.variant });
          if (error instanceof ApiError && error.fieldErrors) setFieldErrors(error.fieldErrors);
          if (failure.opensPlanChoice)
            paymentGate.onPaymentRequired(error instanceof ApiError ? error.body : null, retry);
          else if (failure.opensAuth) onRequireAuth();
          else requestAnimationFrame(() => document.getElementById(analyzeButtonId)?.focus());
        },
      },
    );
  }
  useEffect(() => {
    startRef.current = start;
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return askToSignUp();
    if (!file || !check?.isValid) {
      toast({
        title: "Upload a file first",
        description: "Please upload a video or image to analyse.",
        variant: "destructive",
      });
      return;
    }
    void start();
  }

  if (analysis) {
    // Even an unplayable file is passed on: the results preview then says it cannot be shown (not "not kept").
    const media = previewUrl && check?.kind ? { url: previewUrl, kind: check.kind } : null;
    return (
      <ResultsView analysis={analysis} media={media} renderResults={renderResults} onNewAnalysis={handleNewAnalysis} />
    );
  }

  const isBusy = analyze.isPending || paymentGate.isChecking;
  return (
    <div className="mx-auto mt-12 max-w-5xl">
      <form
        onSubmit={handleSubmit}
        noValidate
        aria-label="Analyze your content"
        className="grid gap-6 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]"
      >
        <UploadArea
          inputRef={inputRef}
          ids={ids}
          file={file}
          check={check}
          previewUrl={previewUrl}
          isGuest={!user}
          isBusy={isBusy}
          onGuest={askToSignUp}
          onSelect={selectFile}
          onRemove={clearForm}
        />
        <AnalyzeDetails
          caption={caption}
          hashtags={hashtags}
          onCaptionChange={setCaption}
          onHashtagsChange={setHashtags}
          fieldErrors={fieldErrors}
          fileBytes={file?.size ?? 0}
          isTooLarge={check?.isValid === false && check.reason === "too-large"}
          fileError={check && !check.isValid ? check.message : null}
          fileErrorId={ids.fileError}
          analyzeButtonId={analyzeButtonId}
          isAnalyzeDisabled={isBusy || (user !== null && !check?.isValid)}
          analyzeLabel={paymentGate.isChecking ? "Checking payment…" : "Analyze"}
          accessLine={
            user ? accessLine(billingStateOf(user)) : "Your first analysis is free: create an account to start."
          }
        />
      </form>
      <ProgressOverlay
        isOpen={analyze.isPending}
        fileName={file?.name ?? ""}
        progress={analyze.progress}
        onCancel={analyze.cancel}
      />
    </div>
  );
}
