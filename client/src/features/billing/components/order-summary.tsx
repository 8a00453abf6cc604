import { useTranslation } from "react-i18next";
import { useMoney } from "@/i18n/money";

type OrderSummaryProps = {
  /** What is bought, e.g. "One analysis" or "Monthly Pro". */
  item: string;
  originalCents: number;
  totalCents: number;
  /** Per month, for the subscription. */
  isMonthly?: boolean;
  /** Why the price is lower, e.g. "Promo SAVE20" or "Flash offer". */
  discountLabel?: string;
};

/** The amount to pay, with the discount shown when there is one. */
export function OrderSummary({ item, originalCents, totalCents, isMonthly = false, discountLabel }: OrderSummaryProps) {
  const { t } = useTranslation("billing");
  const money = useMoney();
  const discount = originalCents - totalCents;
  const amount = (cents: number) =>
    isMonthly ? t("price.perMonthShort", { price: money.cents(cents) }) : money.cents(cents);
  return (
    <dl className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-slate-700">{item}</dt>
        <dd className="whitespace-nowrap tabular-nums text-slate-900">{amount(originalCents)}</dd>
      </div>
      {discount > 0 ? (
        <div className="flex justify-between gap-3 text-emerald-800">
          <dt>{discountLabel ?? t("summary.discount")}</dt>
          <dd className="whitespace-nowrap tabular-nums">−{money.cents(discount)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-bold text-slate-900">
        <dt>{t("summary.total")}</dt>
        <dd className="whitespace-nowrap tabular-nums">{amount(totalCents)}</dd>
      </div>
    </dl>
  );
}
