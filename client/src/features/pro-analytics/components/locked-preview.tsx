import { type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PRICES } from "@shared/billing";
import { useMoney } from "@/i18n/money";
import { ProLockedPreview } from "@/components/pro/pro-locked-preview";
import { exampleAnalytics } from "../utils/example-analytics";
import { ProAnalyticsCharts } from "./pro-analytics-charts-lazy";
import { BestVersusWorst, RecurringRecommendations, RecurringWeaknesses } from "./pro-analytics-report";

// What a free user sees at /analytics: what the Pro page shows, on example figures that say so, and the way to Pro.

const FEATURES = ["score", "factors", "weaknesses", "recommendations", "bestWorst", "scoreVsResults"] as const;

/** `scoreVsResultsExample`: the outcomes feature's Score vs results on example figures, passed in by the page. */
export function LockedPreview({ scoreVsResultsExample }: { scoreVsResultsExample: ReactNode }) {
  const { t } = useTranslation("proAnalytics");
  const money = useMoney();
  const example = exampleAnalytics(t);
  return (
    <ProLockedPreview
      id="analytics"
      title={t("locked.title")}
      intro={t("locked.intro", { price: money.price(PRICES.proMonthly) })}
      features={FEATURES.map((feature) => t(`locked.features.${feature}`))}
      note={t("locked.note")}
      exampleTitle={t("locked.exampleTitle")}
      exampleNote={t("locked.exampleNote")}
    >
      <Suspense fallback={<p className="text-sm text-slate-600">{t("locked.loadingCharts")}</p>}>
        <ProAnalyticsCharts analytics={example} />
      </Suspense>
      <div className="grid gap-4 lg:grid-cols-2">
        <RecurringWeaknesses analytics={example} />
        <RecurringRecommendations analytics={example} />
      </div>
      <BestVersusWorst analytics={example} isExample />
      <section
        aria-label={t("locked.scoreVsResultsLabel")}
        className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h3 className="mb-3 text-lg font-semibold text-slate-900">{t("locked.scoreVsResultsTitle")}</h3>
        {scoreVsResultsExample}
      </section>
    </ProLockedPreview>
  );
}
