import { analysisAccess } from "@shared/billing";
import type { PublicUser } from "@shared/schemas/user";
import { billingStateOf } from "@/lib/billing-state";

/**
 * How an analysis gets paid for, supplied by the page (the billing feature implements it; features do not
 * import each other). The panel asks before every upload and hands over a server 402.
 */
export type AnalysisPaymentGate = {
  /**
   * "proceed": start the upload now. "wait": the gate is asking the user to pay and calls `retry` once the
   * analysis is paid for (never, if the user gives up). `requestId` ties an auto-charge to this attempt.
   */
  beforeAnalyze: (attempt: {
    requestId: string;
    retry: () => void;
    /** The button that started the analysis: focus returns to it when a payment dialog closes. */
    opener?: HTMLElement | null;
  }) => Promise<"proceed" | "wait">;
  /** The upload was refused with 402 (requiresPayment or requiresAction): ask to pay, then `retry`. */
  onPaymentRequired: (body: unknown, retry: () => void, opener?: HTMLElement | null) => void;
  /** True while the gate asks the server (verify-payment). */
  isChecking: boolean;
};

/** The paymentType form field: monthly, free, or per_post once the server verified. */
export function paymentTypeFor(user: PublicUser): "monthly" | "free" | "per_post" {
  const access = analysisAccess(billingStateOf(user));
  return access === "monthly" || access === "free" ? access : "per_post";
}
