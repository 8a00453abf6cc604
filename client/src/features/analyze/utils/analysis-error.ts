import { MAX_UPLOAD_LABEL } from "@shared/constants";
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

export const GENERIC_FAILURE_MESSAGE = "Analysis failed. Please try again.";
export const QUICKTIME_HINT = "Try converting it to MP4 and upload again.";

function failure(title: string, description: string, extra: Partial<AnalysisFailure> = {}): AnalysisFailure {
  return { title, description, variant: "destructive", opensPlanChoice: false, opensAuth: false, ...extra };
}

function requiresPayment(error: ApiError): boolean {
  const body = error.body;
  const flagged =
    typeof body === "object" && body !== null && (body as { requiresPayment?: unknown }).requiresPayment === true;
  return error.status === 402 || error.code === "PAYMENT_REQUIRED" || flagged;
}

export function describeAnalysisFailure(error: unknown, isQuickTime: boolean): AnalysisFailure {
  if (error instanceof DOMException && error.name === "AbortError") {
    return failure("Upload cancelled", "Your file was not analysed and no analysis was used.", { variant: "default" });
  }
  if (!(error instanceof ApiError)) {
    const message = error instanceof Error && error.message ? error.message : GENERIC_FAILURE_MESSAGE;
    return failure("Analysis Failed", message);
  }
  if (requiresPayment(error)) {
    return failure(
      "Upgrade Required",
      error.serverMessage || "Please upgrade or purchase per-post analysis to continue.",
      { opensPlanChoice: true },
    );
  }
  if (
    error.status === 413 ||
    error.code === "FILE_TOO_LARGE" ||
    error.code === "PAYLOAD_TOO_LARGE" ||
    /request entity too large/i.test(error.serverMessage)
  ) {
    return failure("File Too Large", `Maximum file size is ${MAX_UPLOAD_LABEL}. Please choose a smaller file.`);
  }
  if (error.status === 401 || error.code === "UNAUTHENTICATED") {
    return failure("Registration Required", "Sign up or log in to analyse your content", { opensAuth: true });
  }
  let message = error.serverMessage || GENERIC_FAILURE_MESSAGE;
  const isMediaProblem = error.status === 415 || error.status === 422 || error.status >= 500;
  if (isQuickTime && isMediaProblem && !/mp4/i.test(message)) message = `${message} ${QUICKTIME_HINT}`;
  return failure("Analysis Failed", message);
}
