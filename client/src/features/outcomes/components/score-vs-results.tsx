import { useId } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router-dom";
import type { ScoreVsResults } from "@shared/schemas/outcomes";
import { paths } from "@/config/paths";
import { useEngineText } from "@/i18n/use-engine-text";
import { ApiError } from "@/lib/api-client";
import { useScoreVsResults } from "../api/outcomes";
import { BandTable } from "@/components/charts/band-table";
import { ImportResultsButton } from "./import-results-dialog";
import { type OutcomesFormat, useOutcomesFormat } from "../utils/use-outcomes-format";

// /analytics, "Score vs results": whether this creator's higher scores went with better results, on their own
// posts, with the number of posts behind every figure, and a score of their own only when it predicts better.

const WIDTH = 320;
const HEIGHT = 180;
const PAD = 40;

/** "views per follower" or "views", in the reader's language. */
const measureOf = (data: ScoreVsResults, format: OutcomesFormat) =>
  data.measure === "viewsPerFollower" ? format.t("measures.viewsPerFollower") : format.t("measures.views");

/**
 * Score (0-100) across, the result on a log scale up. In Arabic the chart reads right to left: the score grows
 * leftwards and the result axis stands on the right, where the eye starts; the 0, 50 and 100 under the axis say which
 * way the score runs, so the mirrored picture (higher scores further along the reading direction) cannot mislead.
 */
function Scatter({ data, format }: { data: ScoreVsResults; format: OutcomesFormat }) {
  const { t } = format;
  const isRtl = format.language === "ar";
  const values = data.posts.map((p) => Math.log10(Math.max(p.result, 1e-3)));
  const low = Math.floor(Math.min(...values));
  const high = Math.max(low + 1, Math.ceil(Math.max(...values)));
  // The plot's start (the value axis) and its far end, mirrored in Arabic.
  const start = isRtl ? WIDTH - PAD : PAD;
  const end = isRtl ? 8 : WIDTH - 8;
  const x = (score: number) => start + (score / 100) * (end - start);
  const y = (value: number) => HEIGHT - PAD - ((value - low) / (high - low)) * (HEIGHT - PAD - 8);
  const ticks = Array.from({ length: high - low + 1 }, (_, i) => low + i);
  const what = measureOf(data, format);
  return (
    // direction ltr: the text anchors below mean left and right as written; the mirroring is done by the coordinates.
    // (A style, as React's SVG types have no dir attribute.)
    <svg
      style={{ direction: "ltr" }}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full max-w-xl"
      role="img"
      aria-label={t("scatter.label", { what, count: data.posts.length })}
    >
      <line x1={start} y1={HEIGHT - PAD} x2={end} y2={HEIGHT - PAD} className="stroke-slate-300" />
      <line x1={start} y1={8} x2={start} y2={HEIGHT - PAD} className="stroke-slate-300" />
      {ticks.map((tick) => (
        <text
          key={tick}
          x={isRtl ? start + 4 : start - 4}
          y={y(tick) + 3}
          textAnchor={isRtl ? "start" : "end"}
          className="fill-slate-500 text-[8px]"
        >
          {format.ratio(10 ** tick)}
        </text>
      ))}
      {[0, 50, 100].map((s) => (
        <text key={s} x={x(s)} y={HEIGHT - PAD + 12} textAnchor="middle" className="fill-slate-500 text-[8px]">
          {format.whole(s)}
        </text>
      ))}
      <text x={(start + end) / 2} y={HEIGHT - 4} textAnchor="middle" className="fill-slate-600 text-[9px]">
        {t("scatter.score")}
      </text>
      {data.posts.map((p, i) => (
        <circle key={p.analysisId} cx={x(p.score)} cy={y(values[i]!)} r={4} className="fill-brand-600/70">
          <title>
            {t("scatter.point", {
              file: p.fileName,
              score: format.whole(p.score),
              result: format.ratio(p.result),
              what,
            })}
          </title>
        </circle>
      ))}
    </svg>
  );
}

/** The section's content for these figures (the creator's own, or the labelled example of the free preview). */
export function ScoreVsResultsBody({ data }: { data: ScoreVsResults }) {
  const format = useOutcomesFormat();
  const engineText = useEngineText();
  const { t } = format;
  const what = measureOf(data, format);
  if (data.posts.length < data.minPosts) {
    return (
      <p className="text-sm text-slate-600">
        <Trans
          t={t}
          i18nKey="scoreVsResults.notEnough"
          values={{ min: data.minPosts, what, have: data.posts.length }}
          components={{ strong: <strong /> }}
        />{" "}
        <Link to={paths.analyses.href()} className="font-semibold text-brand-700 underline">
          {t("scoreVsResults.yourAnalyses")}
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {data.correlation ? (
        <p dir="auto" className="text-base font-medium text-slate-900">
          {engineText(data.correlation.message, data.correlation.sentence)}
        </p>
      ) : null}
      {data.measure === "views" ? <p className="text-xs text-slate-600">{t("scoreVsResults.readOnViews")}</p> : null}
      <Scatter data={data} format={format} />
      <BandTable
        bands={data.bands}
        what={what}
        format={(v) => (data.measure === "views" ? format.whole(v) : format.ratio(v))}
      />
      {data.sharedByBest.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t("scoreVsResults.bestShared")}</h3>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-sm text-slate-700">
            {data.sharedByBest.map((f) => (
              <li key={f.factor}>
                {t("scoreVsResults.higher", {
                  // The server names the factor in English; Arabic names it from the catalogue.
                  label: format.language === "en" ? f.label : t(`factorLabels.${f.factor}`, { defaultValue: f.label }),
                  best: format.ratio(f.best),
                  others: format.ratio(f.others),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <p dir="auto">{engineText(data.personal.message, data.personal.sentence)}</p>
        {data.personal.largest.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 ps-5">
            {data.personal.largest.map((w) => (
              <li key={w.label}>
                {t(w.direction === "more" ? "scoreVsResults.weighsMore" : "scoreVsResults.weighsLess", {
                  label:
                    format.language === "en" || !w.factor
                      ? w.label
                      : t(`factorLabels.${w.factor}`, { defaultValue: w.label }),
                  times: format.ratio(w.times),
                  what,
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

export function ScoreVsResultsSection() {
  const { t } = useOutcomesFormat();
  const headingId = useId();
  const query = useScoreVsResults({ isEnabled: true });
  let body;
  if (query.data) body = <ScoreVsResultsBody data={query.data} />;
  else if (query.error)
    body = (
      <p role="alert" className="text-sm text-red-800">
        {query.error instanceof ApiError ? query.error.serverMessage : t("scoreVsResults.loadFailed")}
      </p>
    );
  else
    body = (
      <p role="status" className="text-sm text-slate-600">
        {t("scoreVsResults.loading")}
      </p>
    );
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t("scoreVsResults.title")}
        </h2>
        <ImportResultsButton />
      </div>
      {body}
    </section>
  );
}
