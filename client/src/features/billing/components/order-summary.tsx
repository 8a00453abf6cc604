import { formatCents } from "@shared/billing";

type OrderSummaryProps = {
  /** What is bought, e.g. "One analysis" or "Monthly Pro". */
  item: string;
  originalCents: number;
  totalCents: number;
  /** "/month" for the subscription. */
  period?: string;
  /** Why the price is lower, e.g. "Promo SAVE20" or "Flash offer". */
  discountLabel?: string;
};

/** The amount to pay, with the discount shown when there is one. */
export function OrderSummary({ item, originalCents, totalCents, period = "", discountLabel }: OrderSummaryProps) {
  const discount = originalCents - totalCents;
  return (
    <dl className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-slate-700">{item}</dt>
        <dd className="whitespace-nowrap tabular-nums text-slate-900">
          {formatCents(originalCents)}
          {period}
        </dd>
      </div>
      {discount > 0 ? (
        <div className="flex justify-between gap-3 text-emerald-800">
          <dt>{discountLabel ?? "Discount"}</dt>
          <dd className="whitespace-nowrap tabular-nums">−{formatCents(discount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
        <dt>Total</dt>
        <dd className="whitespace-nowrap tabular-nums">
          {formatCents(totalCents)}
          {period}
        </dd>
      </div>
    </dl>
  );
}
