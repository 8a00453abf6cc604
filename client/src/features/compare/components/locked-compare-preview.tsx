import { ProLockedPreview } from "@/components/pro/pro-locked-preview";
import { EXAMPLE_COMPARISON } from "../utils/example-comparison";
import { ComparisonView } from "./comparison-view";

// What a free user sees at /compare: what the tool shows, on an invented example that says so, and the way to Pro.

const FEATURES = [
  "Analyse a competitor's post (kept out of your own stats)",
  "Both scores and the four content factors side by side",
  "Every measured signal next to yours, with the difference",
  "What they do that you don't, and what you do better, citing the measurements",
  "A/B two cuts of your own video, and save comparisons to revisit",
];

export function LockedComparePreview() {
  return (
    <ProLockedPreview
      id="compare"
      title="Competitor comparison is part of Pro"
      intro="Pro ($10/month, unlimited analyses) adds:"
      features={FEATURES}
      exampleTitle="Example: what a comparison shows"
      exampleNote="These posts are invented: with Pro, this page compares yours."
    >
      <ComparisonView comparison={EXAMPLE_COMPARISON} />
    </ProLockedPreview>
  );
}
