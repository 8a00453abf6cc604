import { useId, useState } from "react";
import { OUTCOME_PLATFORM_LABELS, type Outcome } from "@shared/schemas/outcomes";
import { BarChart3 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useOutcomes } from "../api/outcomes";
import { MarkPosted } from "./mark-posted";
import { OutcomeDialog } from "./outcome-dialog";

// "How did it do?" on a creator's own analysis: the latest check-in of the post's results (views, views per
// follower, engagement, watch) and every check-in before it, with a button to add one.

const whole = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { style: "percent", maximumFractionDigits: 1 });
const ratio = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const day = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-bold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

function Latest({ outcome }: { outcome: Outcome }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Figure label="Views" value={whole.format(outcome.views)} />
      <Figure
        label="Views per follower"
        value={outcome.viewsPerFollower === null ? "—" : ratio.format(outcome.viewsPerFollower)}
      />
      <Figure
        label="Engagement rate"
        value={outcome.engagementRate === null ? "—" : percent.format(outcome.engagementRate)}
      />
      <Figure
        label="Watched"
        value={outcome.watchedPercent === null ? "—" : percent.format(outcome.watchedPercent / 100)}
      />
    </dl>
  );
}

export function OutcomesCard({ analysisId }: { analysisId: number }) {
  const headingId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const { data, isPending, isError, refetch } = useOutcomes(analysisId);
  const outcomes = data?.outcomes ?? [];
  const last = outcomes.at(-1) ?? null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <BarChart3 className="h-5 w-5 shrink-0 text-brand-600" />
          How did it do?
        </h2>
        <Button variant="secondary" onClick={() => setIsOpen(true)} disabled={isPending || isError}>
          {last ? "Add a check-in" : "Add results"}
        </Button>
      </div>
      {isPending ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Loading the results...
        </p>
      ) : isError ? (
        <div role="alert" className="mt-3 text-sm text-red-800">
          The results could not be loaded.{" "}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : last ? (
        <div className="mt-4 space-y-3">
          <p className="text-sm text-slate-600">
            {OUTCOME_PLATFORM_LABELS[last.platform]}, posted {day.format(new Date(`${last.postedOn}T00:00:00Z`))}.
            Latest figures, recorded {day.format(new Date(last.recordedAt))}:
          </p>
          <Latest outcome={last} />
          {outcomes.length > 1 ? (
            <ol aria-label="Earlier check-ins" className="space-y-1 text-sm text-slate-600">
              {outcomes.slice(0, -1).map((o) => (
                <li key={o.id} className="tabular-nums">
                  {day.format(new Date(o.recordedAt))}: {whole.format(o.views)} views
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          Posted it? Add its views, likes and shares from the platform's insights, at 48 hours and again at 7 days. Your
          results stay yours, and they are how you will see whether a higher score meant a better post.
        </p>
      )}
      {data && !(data.posted === null && last) ? (
        <div className="mt-3">
          <MarkPosted analysisId={analysisId} posted={data.posted} hasResults={outcomes.length > 0} />
        </div>
      ) : null}
      <OutcomeDialog analysisId={analysisId} last={last} isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </section>
  );
}
