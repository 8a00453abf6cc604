import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

type PaymentUnavailableProps = {
  /** Tries to load the payment system again. */
  onRetry?: () => void;
  /** Further actions, e.g. Return Home on /subscribe. */
  children?: ReactNode;
};

/** The "Payment System Unavailable" state: the card form could not load. */
export function PaymentUnavailable({ onRetry, children }: PaymentUnavailableProps) {
  const { t } = useTranslation("billing");
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t("messages.unavailableTitle")}</p>
      <p className="mt-1 text-sm">{t("messages.unavailableDescription")}</p>
      {onRetry || children ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t("actions.retry")}
            </Button>
          ) : null}
          {children}
        </div>
      ) : null}
    </div>
  );
}
