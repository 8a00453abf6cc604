import type { ConfirmOutcome } from "@shared/schemas/billing";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { authenticateTestPayment } from "../api/authenticate-test-payment";
import { paymentErrorToast } from "../utils/payment-messages";

type TestAuthenticationProps = {
  clientSecret: string;
  /** "payment" or "card": what the bank asks to confirm. */
  subject?: "payment" | "card";
  onOutcome: (outcome: ConfirmOutcome) => Promise<void> | void;
};

/** Test mode's stand-in for 3-D Secure: the user approves or fails the bank's check. */
export function TestAuthentication({ clientSecret, subject = "payment", onOutcome }: TestAuthenticationProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLParagraphElement>(null);
  const [choice, setChoice] = useState<boolean | null>(null);

  useEffect(() => headingRef.current?.focus(), []);

  async function answer(approve: boolean) {
    setChoice(approve);
    try {
      await onOutcome(await authenticateTestPayment({ clientSecret, approve }));
    } catch (error) {
      toast(paymentErrorToast(error));
    } finally {
      setChoice(null);
    }
  }

  return (
    <div role="group" aria-labelledby={headingId} className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold text-amber-950 focus:outline-none">
        TEST MODE: your bank asks you to confirm this {subject}
      </p>
      <p className="mt-1 text-sm text-amber-900">
        With a real card your bank would show its own check here (3-D Secure).
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button onClick={() => void answer(true)} disabled={choice !== null} aria-busy={choice === true}>
          {choice === true ? "Approving…" : "Approve"}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void answer(false)}
          disabled={choice !== null}
          aria-busy={choice === false}
        >
          {choice === false ? "Failing…" : "Fail"}
        </Button>
      </div>
    </div>
  );
}
