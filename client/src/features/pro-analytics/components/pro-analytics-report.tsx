import { Link } from "react-router-dom";
import type { AnalysisHighlight, ProAnalytics } from "@shared/schemas/pro-analytics";
import { WEAK_SIGNAL_BELOW } from "@shared/schemas/pro-analytics";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import { CONTENT_FACTOR_KEYS } from "@shared/schemas/analysis";
import { useTranslation } from "react-i18next";
import { useAnalyticsFormat } from "../utils/use-analytics-format";

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
  const format = useAnalyticsFormat();
  const { t } = format;
  const total = analytics.totals.analyses;
  return (
    <section aria-labelledby="weaknesses-heading" className={cardClass}>
      <div>
        <h2 id="weaknesses-heading" className="text-base font-bold text-slate-900">
          {t("report.weaknesses")}
        </h2>
        <p className="text-sm text-slate-600">{t("report.weaknessesLead", { below: WEAK_SIGNAL_BELOW })}</p>
      </div>
      {analytics.weaknesses.length === 0 ? (
        <p className="text-sm text-slate-700">{t("report.noWeakness", { below: WEAK_SIGNAL_BELOW })}</p>
      ) : (
        <ol className="space-y-3">
          {analytics.weaknesses.map((weakness) => (
            <li key={weakness.key} className="text-sm">
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span dir="auto" className="font-semibold text-slate-900">
                  {weakness.label}
                </span>
                <span className="tabular-nums text-slate-700">
                  {t("report.occurrences", {
                    occurrences: weakness.occurrences,
                    count: total,
                    share: format.share(weakness.share),
                  })}
                </span>
              </span>
              <ShareBar share={weakness.share} tone="weak" />
              <span className="mt-1 block text-slate-600">
                {t("report.averageWhenWeak", { score: format.number(weakness.averageSubScore) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function RecurringRecommendations({ analytics }: { analytics: ProAnalytics }) {
  const format = useAnalyticsFormat();
  const { t } = format;
  const total = analytics.totals.analyses;
  return (
    <section aria-labelledby="recommendations-heading" className={cardClass}>
      <div>
        <h2 id="recommendations-heading" className="text-base font-bold text-slate-900">
          {t("report.recommendations")}
        </h2>
        <p className="text-sm text-slate-600">{t("report.recommendationsLead")}</p>
      </div>
      {analytics.recommendations.length === 0 ? (
        <p className="text-sm text-slate-700">{t("report.noRecommendations")}</p>
      ) : (
        <ol className="space-y-3">
          {analytics.recommendations.map((recommendation) => (
            <li key={recommendation.cause} className="text-sm">
              <span dir="auto" className="block text-slate-900">
                {recommendation.text}
              </span>
              <ShareBar share={recommendation.share} tone="brand" />
              <span className="mt-1 block tabular-nums text-slate-600">
                {t("report.inAnalyses", {
                  occurrences: recommendation.occurrences,
                  count: total,
                  share: format.share(recommendation.share),
                  date: format.day(recommendation.lastSeenAt),
                })}
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
  const format = useAnalyticsFormat();
  const { t } = format;
  return (
    <article
      aria-label={t("report.highlightLabel", { title, file: analysis.fileName })}
      className="min-w-0 space-y-3 rounded-lg bg-slate-50 p-4"
    >
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
        <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900">
          {format.number(analysis.viralScore)}
          <span className="text-base font-medium text-slate-500">{t("report.outOf100")}</span>
        </p>
        <p dir="auto" className="break-words text-sm font-medium text-slate-800">
          {analysis.fileName}
        </p>
        <p className="text-sm text-slate-600">{format.day(analysis.createdAt)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {CONTENT_FACTOR_KEYS.map((key) => (
          <div key={key}>
            <dt className="text-slate-600">{t(`factors.${key}`)}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{format.number(analysis.contentFactors[key])}</dd>
          </div>
        ))}
      </dl>
      {analysis.strengths.length > 0 ? (
        <div className="text-sm">
          <h4 className="font-semibold text-slate-800">{t("report.strengths")}</h4>
          <ul className="mt-1 list-disc space-y-0.5 ps-5 text-slate-700">
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
          <h4 className="font-semibold text-slate-800">{t("report.recommendationsShort")}</h4>
          <ul className="mt-1 list-disc space-y-0.5 ps-5 text-slate-700">
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
          {t("report.open")}
        </Link>
      )}
    </article>
  );
}

export function BestVersusWorst({ analytics, isExample = false }: { analytics: ProAnalytics; isExample?: boolean }) {
  const { t } = useTranslation("proAnalytics");
  const { best, worst } = analytics;
  if (!best) return null;
  return (
    <section aria-labelledby="best-worst-heading" className={cardClass}>
      <div>
        <h2 id="best-worst-heading" className="text-base font-bold text-slate-900">
          {t("report.bestVsWorst")}
        </h2>
        <p className="text-sm text-slate-600">
          {worst ? t("report.apart", { count: best.viralScore - worst.viralScore }) : t("report.onlyOne")}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <HighlightCard title={t("charts.best")} analysis={best} isExample={isExample} />
        {worst ? <HighlightCard title={t("charts.worst")} analysis={worst} isExample={isExample} /> : null}
      </div>
    </section>
  );
}
