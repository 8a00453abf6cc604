import type { TFunction } from "i18next";
import { MAX_UPLOAD_BYTES } from "@shared/constants";
import { ApiError } from "@/lib/api-client";

// What the user is told when an analysis fails.

export type AnalysisFailure = {
  title: string;
  description: string;
  variant: "default" | "destructive";
  /** Payment needed: open the plan-choice dialog. */
  opensPlanChoice: boolean;
  /** The session is gone: open the sign-in dialog. */
  opensAuth: boolean;
};

function failure(title: string, description: string, extra: Partial<AnalysisFailure> = {}): AnalysisFailure {
  return { title, description, variant: "destructive", opensPlanChoice: false, opensAuth: false, ...extra };
}

function requiresPayment(error: ApiError): boolean {
  const body = error.body;
  const flagged =
    typeof body === "object" && body !== null && (body as { requiresPayment?: unknown }).requiresPayment === true;
  return error.status === 402 || error.code === "PAYMENT_REQUIRED" || flagged;
}

/** The failure in the reader's language (`t` bound to the "analyze" namespace); the server's own message is kept. */
export function describeAnalysisFailure(
  error: unknown,
  isQuickTime: boolean,
  t: TFunction<"analyze">,
): AnalysisFailure {
  const generic = t("failure.generic");
  if (error instanceof DOMException && error.name === "AbortError") {
    return failure(t("failure.cancelledTitle"), t("failure.cancelledDescription"), { variant: "default" });
  }
  if (!(error instanceof ApiError)) {
    const message = error instanceof Error && error.message ? error.message : generic;
    return failure(t("failure.failedTitle"), message);
  }
  if (requiresPayment(error)) {
    return failure(t("failure.upgradeTitle"), error.serverMessage || t("failure.upgradeDescription"), {
      opensPlanChoice: true,
    });
  }
  if (
    error.status === 413 ||
    error.code === "FILE_TOO_LARGE" ||
    error.code === "PAYLOAD_TOO_LARGE" ||
    /request entity too large/i.test(error.serverMessage)
  ) {
    return failure(
      t("failure.tooLargeTitle"),
      t("failure.tooLargeDescription", { megabytes: MAX_UPLOAD_BYTES / (1024 * 1024) }),
    );
  }
  if (error.status === 401 || error.code === "UNAUTHENTICATED") {
    return failure(t("failure.registrationTitle"), t("failure.registrationDescription"), { opensAuth: true });
  }
  let message = error.serverMessage || generic;
  const isMediaProblem = error.status === 415 || error.status === 422 || error.status >= 500;
  if (isQuickTime && isMediaProblem && !/mp4/i.test(message)) message = `${message} ${t("failure.quickTimeHint")}`;
  return failure(t("failure.failedTitle"), message);
}
