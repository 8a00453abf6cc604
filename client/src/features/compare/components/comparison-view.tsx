import type { Comparison, ComparedAnalysis, SignalComparison, SignalLead } from "@shared/schemas/comparison";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { FACTOR_LABELS, formatDifference, sideName } from "../utils/format";

// The side-by-side of two analyses. On a phone every pair stacks: each row reads "label, yours, theirs, difference" as
// a small card instead of a wide table.

function SideCard({ analysis, heading }: { analysis: ComparedAnalysis; heading: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{heading}</p>
      <p dir="auto" className="mt-1 break-words font-semibold text-slate-900">
        {analysis.fileName}
      </p>
      <div className="mt-1 flex flex-wrap gap-1.5">
        <Badge tone={analysis.kind === "competitor" ? "info" : "brand"}>
          {analysis.kind === "competitor" ? "Competitor" : "Yours"}
        </Badge>
        <Badge>{analysis.mediaType === "video" ? "Video" : "Image"}</Badge>
      </div>
      <p className="mt-3 text-3xl font-bold tabular-nums text-slate-900">
        {analysis.viralScore}
        <span className="text-base font-medium text-slate-600">/100</span>
      </p>
      {analysis.caption ? (
        <p dir="auto" className="mt-2 line-clamp-3 break-words text-sm text-slate-600">
          {analysis.caption}
        </p>
      ) : null}
      {analysis.hashtags ? (
        <p dir="auto" className="mt-1 break-words text-sm text-brand-700">
          {analysis.hashtags}
        </p>
      ) : null}
    </div>
  );
}

function Measured({ side }: { side: SignalComparison["left"] }) {
  if (!side) return <span className="text-slate-600">Not measured on this post</span>;
  return (
    <span>
      <span dir="auto" className="text-slate-900">
        {side.value}
      </span>{" "}
      <span className="tabular-nums text-slate-600">({side.subScore === null ? "n/a" : `${side.subScore}/100`})</span>
    </span>
  );
}

function differenceClass(difference: number | null) {
  if (difference === null || difference === 0) return "text-slate-600";
  return difference > 0 ? "text-sky-800" : "text-emerald-800";
}

function SignalRows({ comparison }: { comparison: Comparison }) {
  const other = sideName(comparison.right);
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {comparison.signals.map((signal) => (
        <li key={signal.key} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[1.2fr_1fr_1fr_auto] sm:gap-4">
          <span className="font-semibold text-slate-900">{signal.label}</span>
          <span>
            <span className="text-slate-600 sm:hidden">Yours: </span>
            <Measured side={signal.left} />
          </span>
          <span>
            <span className="text-slate-600 sm:hidden">{other}: </span>
            <Measured side={signal.right} />
          </span>
          <span className={cn("font-semibold tabular-nums", differenceClass(signal.difference))}>
            <span className="font-normal text-slate-600 sm:hidden">Difference: </span>
            {signal.difference === null ? "—" : formatDifference(signal.difference)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Leads({ title, leads, empty }: { title: string; leads: SignalLead[]; empty: string }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-bold text-slate-900">{title}</h3>
      {leads.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
          {leads.map((lead) => (
            <li key={lead.key} dir="auto">
              {lead.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ComparisonView({ comparison }: { comparison: Comparison }) {
  const other = sideName(comparison.right);
  const isCompetitor = comparison.right.kind === "competitor";
  return (
    <div className="space-y-4" data-testid="comparison">
      <div className="grid gap-3 sm:grid-cols-2">
        <SideCard analysis={comparison.left} heading="Yours" />
        <SideCard analysis={comparison.right} heading={other} />
      </div>
      <p className="text-sm font-semibold text-slate-800">
        Score difference: {formatDifference(comparison.scoreDifference)} points for {other.toLowerCase()}
      </p>
      <section aria-labelledby="factors-heading">
        <h3 id="factors-heading" className="font-bold text-slate-900">
          Content factors
        </h3>
        <dl className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {comparison.factors.map((factor) => (
            <div key={factor.key} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
              <dt className="font-semibold text-slate-900">{FACTOR_LABELS[factor.key]}</dt>
              <dd className="mt-1 tabular-nums text-slate-700">
                Yours {factor.left} · {other} {factor.right} ·{" "}
                <span className={cn("font-semibold", differenceClass(factor.difference))}>
                  {formatDifference(factor.difference)}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="grid gap-3 lg:grid-cols-2">
        <Leads
          title={isCompetitor ? "What they do that you don't" : "Where the other post is ahead"}
          leads={comparison.theyDoBetter}
          empty="No signal where it leads by 10 points or more."
        />
        <Leads
          title="What you do better"
          leads={comparison.youDoBetter}
          empty="No signal where yours leads by 10 points or more."
        />
      </div>
      <section aria-labelledby="signals-heading">
        <h3 id="signals-heading" className="font-bold text-slate-900">
          Every signal side by side
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Difference = {other.toLowerCase()} minus yours, in sub-score points. A signal measured on one post only (video
          vs image) says so.
        </p>
        <div className="mt-2">
          <SignalRows comparison={comparison} />
        </div>
      </section>
    </div>
  );
}
