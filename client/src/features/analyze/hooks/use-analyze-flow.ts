import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import type { PublicUser } from "@shared/schemas/user";
import { trackEvent } from "@/lib/track";
import { captionFieldsResolver, type CaptionFields, type CaptionFieldsInput } from "../utils/caption-form";
import type { AnalysisPaymentGate } from "../utils/payment-gate";
import { checkUploadFile } from "../utils/upload-file";
import { useAnalysisStart } from "./use-analysis-start";
import { useFilePreview } from "./use-file-preview";

type AnalyzeFlowOptions = {
  user: PublicUser | null;
  paymentGate: AnalysisPaymentGate;
  onRequireAuth: () => void;
};

/**
 * The analyze section's state: the chosen file and its check, the caption form, the upload with its progress (started
 * by useAnalysisStart, through the payment gate), and the finished analysis. Components only render it.
 */
export function useAnalyzeFlow({ user, paymentGate, onRequireAuth }: AnalyzeFlowOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  const analyzeButtonId = useId();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<CaptionFieldsInput, unknown, CaptionFields>({
    resolver: captionFieldsResolver,
    defaultValues: { caption: "", hashtags: "" },
  });
  const check = useMemo(() => (file ? checkUploadFile(file) : null), [file]);
  // Only a file that can be analysed is previewed: an oversize or unsupported one shows its error alone (a 300 MB+ file
  // once read "cannot preview, but it can still be analysed" beside "must be under 300MB").
  const previewUrl = useFilePreview(check?.isValid ? file : null);
  const { analyze, askToSignUp, handleValidSubmit } = useAnalysisStart({
    user,
    file,
    check,
    form,
    paymentGate,
    onRequireAuth,
    analyzeButtonId,
  });

  function selectFile(next: File | undefined) {
    if (!next) return;
    setFile(next);
    form.clearErrors();
    const isValid = checkUploadFile(next).isValid;
    trackEvent("file_uploaded", { fileType: next.type || "unknown", fileSize: next.size, isValid });
  }

  function clear() {
    analyze.reset();
    setFile(null);
    form.reset();
    if (inputRef.current) inputRef.current.value = "";
  }

  function startNewAnalysis() {
    clear();
    requestAnimationFrame(() => {
      document.getElementById("analyze")?.scrollIntoView({ block: "start" });
      inputRef.current?.focus({ preventScroll: true });
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    void form.handleSubmit(handleValidSubmit)(event);
  }

  const isBusy = analyze.isPending || paymentGate.isChecking;
  return {
    inputRef,
    analyzeButtonId,
    form,
    file,
    check,
    previewUrl,
    /** The finished analysis, shown in place of the form. */
    analysis: analyze.data ?? null,
    progress: analyze.progress,
    isUploading: analyze.isPending,
    isBusy,
    canAnalyze: !isBusy && (user === null || check?.isValid === true),
    isCheckingPayment: paymentGate.isChecking,
    askToSignUp,
    selectFile,
    clear,
    startNewAnalysis,
    submit,
    cancel: analyze.cancel,
  };
}

export type AnalyzeFlow = ReturnType<typeof useAnalyzeFlow>;
