import { useState, type ReactNode } from "react";
import { formatCents } from "@shared/billing";
import { REFUND_WINDOW_DAYS, type PaymentHistoryItem } from "@shared/schemas/refunds";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { usePaymentHistory } from "../hooks/use-payment-history";
import { ProfileSection } from "./profile-section";
import { RefundRequestDialog } from "./refund-request-dialog";

const ITEMS: Record<PaymentHistoryItem["type"], string> = {
  per_post: "One analysis",
  subscription: "Pro, one month",
};

/** What the creator reads about a payment's state, refund included. */
function statusOf(payment: PaymentHistoryItem): { label: string; tone: BadgeTone } {
  if (payment.status === "refunded") return { label: "Refunded", tone: "info" };
  if (payment.status === "succeeded" && payment.refundRequestedAt)
    return { label: "Refund requested", tone: "warning" };
  if (payment.status === "succeeded" && payment.refundedAmount > 0) {
    return { label: `${formatCents(payment.refundedAmount)} refunded`, tone: "info" };
  }
  if (payment.status === "succeeded") return { label: "Paid", tone: "success" };
  if (payment.status === "pending") return { label: "Not completed", tone: "neutral" };
  return { label: "Failed", tone: "danger" };
}

function PaymentRow({ payment, onRequest }: { payment: PaymentHistoryItem; onRequest: () => void }) {
  const status = statusOf(payment);
  const note =
    payment.status === "refunded"
      ? `Refunded on ${formatDate(payment.refundedAt)}.`
      : payment.status === "succeeded" && payment.refundRequestedAt
        ? `You asked on ${formatDate(payment.refundRequestedAt)}. We will e-mail you when it is refunded.`
        : payment.canRequestRefund
          ? `Refundable until ${formatDate(payment.refundableUntil)}.`
          : null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {ITEMS[payment.type]} · {formatCents(payment.amount)}
          {payment.testMode ? <span className="ml-2 text-xs font-normal text-slate-500">(test mode)</span> : null}
        </p>
        <p className="text-sm text-slate-600">{formatDate(payment.createdAt)}</p>
        {note ? <p className="text-sm text-slate-600">{note}</p> : null}
      </div>
      <div className="flex items-center gap-3">
        <Badge tone={status.tone}>{status.label}</Badge>
        {payment.canRequestRefund ? (
          <Button variant="secondary" size="sm" onClick={onRequest}>
            Request a refund
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Payment history with the 30-day money-back guarantee's "Request a refund" on each recent payment. */
export function PaymentHistorySection() {
  const history = usePaymentHistory();
  const [claiming, setClaiming] = useState<PaymentHistoryItem | null>(null);

  let body: ReactNode;
  if (history.isError) {
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">Your payments could not be loaded.</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!history.data) {
    body = (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading your payments</span>
        <div aria-hidden="true" className="h-12 animate-pulse rounded-lg bg-slate-200/70" />
      </div>
    );
  } else if (history.data.length === 0) {
    body = <p className="text-sm text-slate-600">No payments yet.</p>;
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
      title="Payment History"
      description={`Every payment you made. A payment can be refunded within ${REFUND_WINDOW_DAYS} days of paying: our money-back guarantee.`}
    >
      {body}
      <RefundRequestDialog payment={claiming} onOpenChange={(isOpen) => (isOpen ? undefined : setClaiming(null))} />
    </ProfileSection>
  );
}
