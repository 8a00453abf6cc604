import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { REFUND_WINDOW_DAYS, type PaymentHistoryItem } from "@shared/schemas/refunds";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Formatters, useFormat } from "@/i18n/format";
import { type Money, useMoney } from "@/i18n/money";
import type { TFunction } from "i18next";
import { usePaymentHistory } from "../hooks/use-payment-history";
import { ProfileSection } from "./profile-section";
import { RefundRequestDialog } from "./refund-request-dialog";

const ITEMS: Record<PaymentHistoryItem["type"], string> = { per_post: "oneAnalysis", subscription: "proMonth" };

/** What the creator reads about a payment's state, refund included. */
function statusOf(
  payment: PaymentHistoryItem,
  t: TFunction<"profile">,
  money: Money,
): { label: string; tone: BadgeTone } {
  if (payment.status === "refunded") return { label: t("payments.refunded"), tone: "info" };
  if (payment.status === "succeeded" && payment.refundRequestedAt)
    return { label: t("payments.refundRequested"), tone: "warning" };
  if (payment.status === "succeeded" && payment.refundedAmount > 0) {
    return { label: t("payments.partlyRefunded", { amount: money.cents(payment.refundedAmount) }), tone: "info" };
  }
  if (payment.status === "succeeded") return { label: t("payments.paid"), tone: "success" };
  if (payment.status === "pending") return { label: t("payments.notCompleted"), tone: "neutral" };
  return { label: t("payments.failed"), tone: "danger" };
}

function noteOf(payment: PaymentHistoryItem, t: TFunction<"profile">, format: Formatters): string | null {
  if (payment.status === "refunded") return t("payments.refundedOn", { date: format.date(payment.refundedAt) });
  if (payment.status === "succeeded" && payment.refundRequestedAt)
    return t("payments.askedOn", { date: format.date(payment.refundRequestedAt) });
  if (payment.canRequestRefund) return t("payments.refundableUntil", { date: format.date(payment.refundableUntil) });
  return null;
}

function PaymentRow({ payment, onRequest }: { payment: PaymentHistoryItem; onRequest: () => void }) {
  const { t } = useTranslation("profile");
  const format = useFormat();
  const money = useMoney();
  const status = statusOf(payment, t, money);
  const note = noteOf(payment, t, format);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {t(`payments.items.${ITEMS[payment.type]}`)} · {money.cents(payment.amount)}
          {payment.testMode ? (
            <span className="ms-2 text-xs font-normal text-slate-500">{t("payments.testMode")}</span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600">{format.date(payment.createdAt)}</p>
        {note ? <p className="text-sm text-slate-600">{note}</p> : null}
      </div>
      <div className="flex items-center gap-3">
        <Badge tone={status.tone}>{status.label}</Badge>
        {payment.canRequestRefund ? (
          <Button variant="secondary" size="sm" onClick={onRequest}>
            {t("payments.requestRefund")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Payment history with the 30-day money-back guarantee's "Request a refund" on each recent payment. */
export function PaymentHistorySection() {
  const { t } = useTranslation("profile");
  const history = usePaymentHistory();
  const [claiming, setClaiming] = useState<PaymentHistoryItem | null>(null);

  let body: ReactNode;
  if (history.isError) {
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">{t("payments.loadFailed")}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void history.refetch()}>
          {t("actions.tryAgain")}
        </Button>
      </div>
    );
  } else if (!history.data) {
    body = (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t("payments.loading")}</span>
        <div aria-hidden="true" className="h-12 animate-pulse rounded-lg bg-slate-200/70" />
      </div>
    );
  } else if (history.data.length === 0) {
    body = <p className="text-sm text-slate-600">{t("payments.none")}</p>;
  } else {
    body = (
      <ul className="divide-y divide-slate-200">
        {history.data.map((payment) => (
          <PaymentRow key={payment.id} payment={payment} onRequest={() => setClaiming(payment)} />
        ))}
      </ul>
    );
  }

  return (
    <ProfileSection
      id="payment-history"
      title={t("payments.title")}
      description={t("payments.description", { count: REFUND_WINDOW_DAYS })}
    >
      {body}
      <RefundRequestDialog payment={claiming} onOpenChange={(isOpen) => (isOpen ? undefined : setClaiming(null))} />
    </ProfileSection>
  );
}
