import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useForm, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { analyzeFieldsSchema } from "@shared/schemas/analysis";
import type { PublicUser } from "@shared/schemas/user";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { trackEvent } from "@/lib/analytics";
import { applyServerFieldErrors } from "@/lib/forms";
import { makeRequestId } from "@/lib/request-id";
import { describeAnalysisFailure } from "../utils/analysis-error";
import { paymentTypeFor, type AnalysisPaymentGate } from "../utils/payment-gate";
import { checkUploadFile } from "../utils/upload-file";
import { useAnalyze } from "./use-analyze";
import { useFilePreview } from "./use-file-preview";

/** The form's text fields, checked by the same schema as POST /api/analyze (STYLE.md: never a rule twice). */
export const captionFieldsSchema = analyzeFieldsSchema.pick({ caption: true, hashtags: true });
type CaptionFieldsInput = z.input<typeof captionFieldsSchema>;
type CaptionFields = z.output<typeof captionFieldsSchema>;
export type CaptionForm = UseFormReturn<CaptionFieldsInput, unknown, CaptionFields>;

type AnalyzeFlowOptions = {
  user: PublicUser | null;
  paymentGate: AnalysisPaymentGate;
  onRequireAuth: () => void;
};

/**
 * The analyze section's state (customer-app §2): the chosen file and its check, the caption form, the upload
 * with its progress, the payment gate's pause and resume, and the finished analysis. Components only render it.
 */
export function useAnalyzeFlow({ user, paymentGate, onRequireAuth }: AnalyzeFlowOptions) {
  const inputRef = useRef<HTMLInputElement>(null);
  const analyzeButtonId = useId();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<CaptionFieldsInput, unknown, CaptionFields>({
    resolver: zodResolver(captionFieldsSchema),
    defaultValues: { caption: "", hashtags: "" },
  });
  const check = useMemo(() => (file ? checkUploadFile(file) : null), [file]);
  // Only a file that can be analysed is previewed: an oversize or unsupported one shows its error alone
  // (issue #9: a 300 MB+ file read "cannot preview, but it can still be analysed" beside "must be under 300MB").
  const previewUrl = useFilePreview(check?.isValid ? file : null);
  const analyze = useAnalyze();

  function askToSignUp() {
    toast({ title: "Registration Required", description: "Sign up or log in to analyse your content" });
    onRequireAuth();
  }

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

  // The gate may resume later (after a payment dialog): it then calls the latest start, with this file and
  // the caption as it is then.
  const startRef = useRef<() => Promise<void>>(async () => undefined);
  const retry = () => void startRef.current();

  function handleFailure(error: unknown, isQuickTime: boolean) {
    const failure = describeAnalysisFailure(error, isQuickTime);
    toast({ title: failure.title, description: failure.description, variant: failure.variant });
    const isOnField = applyServerFieldErrors(form, error);
    if (failure.opensPlanChoice) paymentGate.onPaymentRequired(error instanceof ApiError ? error.body : null, retry);
    else if (failure.opensAuth) onRequireAuth();
    else if (!isOnField) requestAnimationFrame(() => document.getElementById(analyzeButtonId)?.focus());
  }

  async function start() {
    if (!user || !file || !check?.isValid) return;
    const requestId = makeRequestId();
    if ((await paymentGate.beforeAnalyze({ requestId, retry })) === "wait") return;
    form.clearErrors();
    const { caption = "", hashtags = "" } = form.getValues();
    const { kind, isQuickTime } = check;
    analyze.mutate(
      { file, kind, userId: user.id, caption, hashtags, isQuickTime, requestId, paymentType: paymentTypeFor(user) },
      { onError: (error) => handleFailure(error, isQuickTime) },
    );
  }
  useEffect(() => {
    startRef.current = start;
  });

  function handleValidSubmit() {
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
