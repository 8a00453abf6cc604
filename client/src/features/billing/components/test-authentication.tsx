import type { ConfirmOutcome } from "@shared/schemas/billing";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { authenticateTestPayment } from "../api/authenticate-test-payment";
import { usePaymentMessages } from "../utils/payment-messages";

type TestAuthenticationProps = {
  clientSecret: string;
  /** "payment" or "card": what the bank asks to confirm. */
  subject?: "payment" | "card";
  onOutcome: (outcome: ConfirmOutcome) => Promise<void> | void;
};

/** Test mode's stand-in for 3-D Secure: the user approves or fails the bank's check. */
export function TestAuthentication({ clientSecret, subject = "payment", onOutcome }: TestAuthenticationProps) {
  const { t } = useTranslation("billing");
  const { paymentErrorToast } = usePaymentMessages();
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
        {subject === "card" ? t("auth.testConfirmCard") : t("auth.testConfirmPayment")}
      </p>
      <p className="mt-1 text-sm text-amber-900">{t("auth.realCardNote")}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button onClick={() => void answer(true)} disabled={choice !== null} aria-busy={choice === true}>
          {choice === true ? t("auth.approving") : t("auth.approve")}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void answer(false)}
          disabled={choice !== null}
          aria-busy={choice === false}
        >
          {choice === false ? t("auth.failing") : t("auth.fail")}
        </Button>
      </div>
    </div>
  );
}
