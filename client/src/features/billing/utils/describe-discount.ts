import type { Discount } from "@shared/billing";
import { useTranslation } from "react-i18next";
import { useFormat } from "@/i18n/format";
import { useMoney } from "@/i18n/money";

/** "20% off" or "$0.50 off", in the reader's language (describeDiscount in @shared/billing is the English one). */
export function useDescribeDiscount(): (discount: Discount) => string {
  const { t } = useTranslation("billing");
  const format = useFormat();
  const money = useMoney();
  return (discount) =>
    discount.discountType === "percentage"
      ? t("discount.percent", { percent: format.percent(discount.discountValue / 100) })
      : t("discount.amount", { amount: money.cents(discount.discountValue) });
}
