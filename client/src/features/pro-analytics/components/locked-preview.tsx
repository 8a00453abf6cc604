import { Lock } from "lucide-react";
import { Suspense } from "react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { EXAMPLE_ANALYTICS } from "../utils/example-analytics";
import { ProAnalyticsCharts } from "./pro-analytics-charts-lazy";
import { BestVersusWorst, RecurringRecommendations, RecurringWeaknesses } from "./pro-analytics-report";

// What a free user sees at /analytics (issue #11): what the Pro page shows, on example figures that say so, and
// the way to Pro. The server refuses the real figures to them (402), so nothing of theirs is hidden here.

const FEATURES = [
  "Your viral score over time, with the Good (60) and Excellent (80) band lines",
  "Hook strength, emotional impact, shareability and algorithm optimization over time",
  "The signals that most often cost you points, and how often each comes back",
  "The recommendations you keep getting",
  "Your best and worst analyses side by side",
];

export function LockedPreview() {
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="locked-heading"
        className="rounded-2xl border border-amber-200 bg-amber-50 p-5 shadow-sm sm:p-6"
      >
        <div className="flex items-start gap-3">
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-800">
            <Lock className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id="locked-heading" className="text-lg font-bold text-slate-900">
              The analytics dashboard is part of Pro
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              Pro ($10/month, unlimited analyses) adds a dashboard built from all your analyses:
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {FEATURES.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-slate-700">
              Your score trend stays free in the dashboard&apos;s View Analytics summary.
            </p>
            <Button asChild className="mt-4">
              <Link to={paths.subscribe.href()}>Upgrade to Pro</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="example-heading" className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="example-heading" className="text-lg font-bold text-slate-900">
            Example: what the dashboard shows
          </h2>
          <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
            Example data
          </span>
        </div>
        <p className="text-sm text-slate-600">
          These figures belong to an invented creator, not to you: with Pro, this page shows yours.
        </p>
        {/* Framed and not clickable, so it reads as a picture of the page rather than the page itself (not faded:
            faded text fails the contrast a reader needs). */}
        <div
          className="pointer-events-none space-y-4 rounded-2xl border-2 border-dashed border-slate-300 p-3 select-none sm:p-4"
          data-testid="analytics-example"
        >
          <Suspense fallback={<p className="text-sm text-slate-600">Loading the example charts…</p>}>
            <ProAnalyticsCharts analytics={EXAMPLE_ANALYTICS} />
          </Suspense>
          <div className="grid gap-4 lg:grid-cols-2">
            <RecurringWeaknesses analytics={EXAMPLE_ANALYTICS} />
            <RecurringRecommendations analytics={EXAMPLE_ANALYTICS} />
          </div>
          <BestVersusWorst analytics={EXAMPLE_ANALYTICS} isExample />
        </div>
      </section>
    </div>
  );
}
