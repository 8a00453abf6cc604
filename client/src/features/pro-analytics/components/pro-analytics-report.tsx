import { Link } from "react-router-dom";
import type { AnalysisHighlight, ProAnalytics } from "@shared/schemas/pro-analytics";
import { WEAK_SIGNAL_BELOW } from "@shared/schemas/pro-analytics";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { FACTOR_KEYS, FACTOR_LABELS } from "../utils/factors";
import { formatDay, formatShare } from "../utils/format";

// The parts of the Pro analytics page that are lists rather than charts: the signals that most often cost points, the
// recommendations that keep coming back, and the best and worst analyses side by side. Each share is drawn as a bar and
// written out in words, so the bar is never the only way to read it.

const cardClass = "min-w-0 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm";

function ShareBar({ share, tone }: { share: number; tone: "weak" | "brand" }) {
  return (
    <span aria-hidden="true" className="mt-1.5 block h-2 w-full overflow-hidden rounded-full bg-slate-100">
      <span
        className={cn("block h-full rounded-full", tone === "weak" ? "bg-amber-500" : "bg-brand-600")}
        style={{ width: `${Math.max(2, Math.round(share * 100))}%` }}
      />
    </span>
  );
}

export function RecurringWeaknesses({ analytics }: { analytics: ProAnalytics }) {
  const total = analytics.totals.analyses;
  return (
    <section aria-labelledby="weaknesses-heading" className={cardClass}>
      <div>
        <h2 id="weaknesses-heading" className="text-base font-bold text-slate-900">
          Recurring weaknesses
        </h2>
        <p className="text-sm text-slate-600">
          The measured signals that most often scored below {WEAK_SIGNAL_BELOW} and so cost you points.
        </p>
      </div>
      {analytics.weaknesses.length === 0 ? (
        <p className="text-sm text-slate-700">No signal scored below {WEAK_SIGNAL_BELOW} in this range. Well done.</p>
      ) : (
        <ol className="space-y-3">
          {analytics.weaknesses.map((weakness) => (
            <li key={weakness.key} className="text-sm">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold text-slate-900">{weakness.label}</span>
                <span className="tabular-nums text-slate-700">
                  {weakness.occurrences} of {total} analyses ({formatShare(weakness.share)})
                </span>
              </span>
              <ShareBar share={weakness.share} tone="weak" />
              <span className="mt-1 block text-slate-600">
                Average sub-score when weak: {weakness.averageSubScore}/100
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function RecurringRecommendations({ analytics }: { analytics: ProAnalytics }) {
  const total = analytics.totals.analyses;
  return (
    <section aria-labelledby="recommendations-heading" className={cardClass}>
      <div>
        <h2 id="recommendations-heading" className="text-base font-bold text-slate-900">
          Recommendations you keep getting
        </h2>
        <p className="text-sm text-slate-600">Acting on these would lift the most analyses.</p>
      </div>
      {analytics.recommendations.length === 0 ? (
        <p className="text-sm text-slate-700">No recommendations in this range.</p>
      ) : (
        <ol className="space-y-3">
          {analytics.recommendations.map((recommendation) => (
            <li key={recommendation.cause} className="text-sm">
              <span dir="auto" className="block text-slate-900">
                {recommendation.text}
              </span>
              <ShareBar share={recommendation.share} tone="brand" />
              <span className="mt-1 block tabular-nums text-slate-600">
                In {recommendation.occurrences} of {total} analyses ({formatShare(recommendation.share)}), last on{" "}
                {formatDay(recommendation.lastSeenAt)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function HighlightCard({
  title,
  analysis,
  isExample,
}: {
  title: string;
  analysis: AnalysisHighlight;
  isExample: boolean;
}) {
  return (
    <article aria-label={`${title}: ${analysis.fileName}`} className="min-w-0 space-y-3 rounded-lg bg-slate-50 p-4">
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
        <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900">
          {analysis.viralScore}
          <span className="text-base font-medium text-slate-500">/100</span>
        </p>
        <p dir="auto" className="break-words text-sm font-medium text-slate-800">
          {analysis.fileName}
        </p>
        <p className="text-sm text-slate-600">{formatDay(analysis.createdAt)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {FACTOR_KEYS.map((key) => (
          <div key={key}>
            <dt className="text-slate-600">{FACTOR_LABELS[key]}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{analysis.contentFactors[key]}</dd>
          </div>
        ))}
      </dl>
      {analysis.strengths.length > 0 ? (
        <div className="text-sm">
          <h4 className="font-semibold text-slate-800">Strengths</h4>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
            {analysis.strengths.map((text) => (
              <li key={text} dir="auto">
                {text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {analysis.recommendations.length > 0 ? (
        <div className="text-sm">
          <h4 className="font-semibold text-slate-800">Recommendations</h4>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
            {analysis.recommendations.map((text) => (
              <li key={text} dir="auto">
                {text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {isExample ? null : (
        <Link to={paths.analysis.href(analysis.id)} className="text-sm font-semibold text-brand-700 hover:underline">
          Open this analysis
        </Link>
      )}
    </article>
  );
}

export function BestVersusWorst({ analytics, isExample = false }: { analytics: ProAnalytics; isExample?: boolean }) {
  const { best, worst } = analytics;
  if (!best) return null;
  return (
    <section aria-labelledby="best-worst-heading" className={cardClass}>
      <div>
        <h2 id="best-worst-heading" className="text-base font-bold text-slate-900">
          Best versus worst
        </h2>
        <p className="text-sm text-slate-600">
          {worst
            ? `Your highest and lowest scores in this range, ${best.viralScore - worst.viralScore} points apart.`
            : "Your only analysis in this range; a second one gives you a comparison."}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <HighlightCard title="Best" analysis={best} isExample={isExample} />
        {worst ? <HighlightCard title="Worst" analysis={worst} isExample={isExample} /> : null}
      </div>
    </section>
  );
}
