import { useTranslation } from "react-i18next";
import { PRICES } from "@shared/billing";
import { ProLockedPreview } from "@/components/pro/pro-locked-preview";
import { useFormat } from "@/i18n/format";
import { exampleComparison } from "../utils/example-comparison";
import { ComparisonView } from "./comparison-view";

// What a free user sees at /compare: what the tool shows, on an invented example that says so, and the way to Pro.

const FEATURES = ["competitor", "scores", "signals", "leads", "ab"] as const;

export function LockedComparePreview() {
  const { t } = useTranslation("compare");
  const format = useFormat();
  const cents = PRICES.proMonthly;
  const digits = cents % 100 === 0 ? 0 : 2;
  const price = format.number(cents / 100, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return (
    <ProLockedPreview
      id="compare"
      title={t("locked.title")}
      intro={t("locked.intro", { price })}
      features={FEATURES.map((feature) => t(`locked.features.${feature}`))}
      exampleTitle={t("locked.exampleTitle")}
      exampleNote={t("locked.exampleNote")}
    >
      <ComparisonView comparison={exampleComparison(t)} />
    </ProLockedPreview>
  );
}
