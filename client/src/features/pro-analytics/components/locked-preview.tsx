import { type ReactNode, Suspense } from "react";
import { ProLockedPreview } from "@/components/pro/pro-locked-preview";
import { EXAMPLE_ANALYTICS } from "../utils/example-analytics";
import { ProAnalyticsCharts } from "./pro-analytics-charts-lazy";
import { BestVersusWorst, RecurringRecommendations, RecurringWeaknesses } from "./pro-analytics-report";

// What a free user sees at /analytics: what the Pro page shows, on example figures that say so, and the way to Pro.

const FEATURES = [
  "Your viral score over time, with the Good (60) and Excellent (80) band lines",
  "Hook strength, emotional impact, shareability and algorithm optimization over time",
  "The signals that most often cost you points, and how often each comes back",
  "The recommendations you keep getting",
  "Your best and worst analyses side by side",
  "Score vs results: whether your higher scores went with more views, on your own posts' results",
];

/** `scoreVsResultsExample`: the outcomes feature's Score vs results on example figures, passed in by the page. */
export function LockedPreview({ scoreVsResultsExample }: { scoreVsResultsExample: ReactNode }) {
  return (
    <ProLockedPreview
      id="analytics"
      title="The analytics dashboard is part of Pro"
      intro="Pro ($10/month, unlimited analyses) adds a dashboard built from all your analyses:"
      features={FEATURES}
      note="Your score trend stays free in the dashboard's View Analytics summary."
      exampleTitle="Example: what the dashboard shows"
      exampleNote="These figures belong to an invented creator, not to you: with Pro, this page shows yours."
    >
      <Suspense fallback={<p className="text-sm text-slate-600">Loading the example charts…</p>}>
        <ProAnalyticsCharts analytics={EXAMPLE_ANALYTICS} />
      </Suspense>
      <div className="grid gap-4 lg:grid-cols-2">
        <RecurringWeaknesses analytics={EXAMPLE_ANALYTICS} />
        <RecurringRecommendations analytics={EXAMPLE_ANALYTICS} />
      </div>
      <BestVersusWorst analytics={EXAMPLE_ANALYTICS} isExample />
      <section
        aria-label="Example: Score vs results"
        className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <h3 className="mb-3 text-lg font-semibold text-slate-900">Score vs results (example)</h3>
        {scoreVsResultsExample}
      </section>
    </ProLockedPreview>
  );
}
