import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "@shared/schemas/user";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { applyServerFieldErrors } from "@/lib/forms";
import { makeRequestId } from "@/lib/request-id";
import { describeAnalysisFailure } from "../utils/analysis-error";
import type { CaptionForm } from "../utils/caption-form";
import { paymentTypeFor, type AnalysisPaymentGate } from "../utils/payment-gate";
import type { FileCheck } from "../utils/upload-file";
import { useAnalyze } from "./use-analyze";

type AnalysisStartOptions = {
  user: PublicUser | null;
  file: File | null;
  check: FileCheck | null;
  form: CaptionForm;
  paymentGate: AnalysisPaymentGate;
  onRequireAuth: () => void;
  /** Where focus goes after a failure that no field shows. */
  analyzeButtonId: string;
};

/**
 * Starting one analysis: a signed-in user and a file that can be analysed, then the payment gate (it may pause
 * for a payment dialog and resume later), then the upload. A failure is toasted, put on its field, and opens the
 * plan choice or the sign-in it calls for.
 */
export function useAnalysisStart(options: AnalysisStartOptions) {
  const { user, file, check, form, paymentGate, onRequireAuth, analyzeButtonId } = options;
  const { t } = useTranslation("analyze");
  const analyze = useAnalyze();

  function askToSignUp() {
    toast({ title: t("failure.registrationTitle"), description: t("failure.registrationDescription") });
    onRequireAuth();
  }

  // The gate may resume later (after a payment dialog): it then calls the latest start, with this file and
  // the caption as it is then.
  const startRef = useRef<() => Promise<void>>(async () => undefined);
  const retry = () => void startRef.current();

  function handleFailure(error: unknown, isQuickTime: boolean) {
    const failure = describeAnalysisFailure(error, isQuickTime, t);
    toast({ title: failure.title, description: failure.description, variant: failure.variant });
    const isOnField = applyServerFieldErrors(form, error);
    if (failure.opensPlanChoice) {
      const body = error instanceof ApiError ? error.body : null;
      paymentGate.onPaymentRequired(body, retry, document.getElementById(analyzeButtonId));
    } else if (failure.opensAuth) onRequireAuth();
    else if (!isOnField) requestAnimationFrame(() => document.getElementById(analyzeButtonId)?.focus());
  }

  async function start() {
    if (!user || !file || !check?.isValid) return;
    const requestId = makeRequestId();
    const opener = document.getElementById(analyzeButtonId);
    if ((await paymentGate.beforeAnalyze({ requestId, retry, opener })) === "wait") return;
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

  /** The caption form passed its schema: start, or say what is missing first. */
  function handleValidSubmit() {
    if (!user) return askToSignUp();
    if (!file || !check?.isValid) {
      toast({
        title: t("failure.noFileTitle"),
        description: t("failure.noFileDescription"),
        variant: "destructive",
      });
      return;
    }
    void start();
  }

  return { analyze, askToSignUp, handleValidSubmit };
}
