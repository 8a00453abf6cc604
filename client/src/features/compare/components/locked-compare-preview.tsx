import { Lock } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { EXAMPLE_COMPARISON } from "../utils/example-comparison";
import { ComparisonView } from "./comparison-view";

// What a free user sees at /compare (issue #11): what the tool shows, on an invented example that says so, and
// the way to Pro. The server refuses every comparison call to them (402), so nothing of theirs is hidden here.

const FEATURES = [
  "Analyse a competitor's post (kept out of your own stats)",
  "Both scores and the four content factors side by side",
  "Every measured signal next to yours, with the difference",
  "What they do that you don't, and what you do better, citing the measurements",
  "A/B two cuts of your own video, and save comparisons to revisit",
];

export function LockedComparePreview() {
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="compare-locked-heading"
        className="rounded-2xl border border-amber-200 bg-amber-50 p-5 shadow-sm sm:p-6"
      >
        <div className="flex items-start gap-3">
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-800">
            <Lock className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id="compare-locked-heading" className="text-lg font-bold text-slate-900">
              Competitor comparison is part of Pro
            </h2>
            <p className="mt-1 text-sm text-slate-700">Pro ($10/month, unlimited analyses) adds:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {FEATURES.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Button asChild className="mt-4">
              <Link to={paths.subscribe.href()}>Upgrade to Pro</Link>
            </Button>
          </div>
        </div>
      </section>
      <section aria-labelledby="compare-example-heading" className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="compare-example-heading" className="text-lg font-bold text-slate-900">
            Example: what a comparison shows
          </h2>
          <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
            Example data
          </span>
        </div>
        <p className="text-sm text-slate-600">These posts are invented: with Pro, this page compares yours.</p>
        <div className="pointer-events-none select-none" data-testid="compare-example">
          <ComparisonView comparison={EXAMPLE_COMPARISON} />
        </div>
      </section>
    </div>
  );
}
