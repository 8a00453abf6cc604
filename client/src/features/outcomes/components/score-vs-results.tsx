import { useId } from "react";
import { Link } from "react-router-dom";
import type { ScoreVsResults } from "@shared/schemas/outcomes";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { useScoreVsResults } from "../api/outcomes";
import { BandTable } from "@/components/charts/band-table";
import { ImportResultsButton } from "./import-results-dialog";

// /analytics, "Score vs results": whether this creator's higher scores went with better results, on their own
// posts, with the number of posts behind every figure, and a score of their own only when it predicts better.

const ratio = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat("en-US");

const WIDTH = 320;
const HEIGHT = 180;
const PAD = 40;

/** Score (0-100) across, the result on a log scale up. */
function Scatter({ data }: { data: ScoreVsResults }) {
  const values = data.posts.map((p) => Math.log10(Math.max(p.result, 1e-3)));
  const low = Math.floor(Math.min(...values));
  const high = Math.max(low + 1, Math.ceil(Math.max(...values)));
  const x = (score: number) => PAD + (score / 100) * (WIDTH - PAD - 8);
  const y = (value: number) => HEIGHT - PAD - ((value - low) / (high - low)) * (HEIGHT - PAD - 8);
  const ticks = Array.from({ length: high - low + 1 }, (_, i) => low + i);
  const what = data.measure === "viewsPerFollower" ? "views per follower" : "views";
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full max-w-xl"
      role="img"
      aria-label={`Each post's score against its ${what} (log scale), ${data.posts.length} posts`}
    >
      <line x1={PAD} y1={HEIGHT - PAD} x2={WIDTH - 8} y2={HEIGHT - PAD} className="stroke-slate-300" />
      <line x1={PAD} y1={8} x2={PAD} y2={HEIGHT - PAD} className="stroke-slate-300" />
      {ticks.map((t) => (
        <text key={t} x={PAD - 4} y={y(t) + 3} textAnchor="end" className="fill-slate-500 text-[8px]">
          {ratio.format(10 ** t)}
        </text>
      ))}
      {[0, 50, 100].map((s) => (
        <text key={s} x={x(s)} y={HEIGHT - PAD + 12} textAnchor="middle" className="fill-slate-500 text-[8px]">
          {s}
        </text>
      ))}
      <text x={(WIDTH + PAD) / 2} y={HEIGHT - 4} textAnchor="middle" className="fill-slate-600 text-[9px]">
        Score
      </text>
      {data.posts.map((p, i) => (
        <circle key={p.analysisId} cx={x(p.score)} cy={y(values[i]!)} r={4} className="fill-brand-600/70">
          <title>{`${p.fileName}: score ${p.score}, ${ratio.format(p.result)} ${what}`}</title>
        </circle>
      ))}
    </svg>
  );
}

/** The section's content for these figures (the creator's own, or the labelled example of the free preview). */
export function ScoreVsResultsBody({ data }: { data: ScoreVsResults }) {
  const what = data.measure === "viewsPerFollower" ? "views per follower" : "views";
  if (data.posts.length < data.minPosts) {
    return (
      <p className="text-sm text-slate-600">
        Add results to {data.minPosts} of your posts to see whether your higher scores went with more {what}. You have
        results on {data.posts.length}. Open an analysis and use <strong>Add results</strong>, at 48 hours and 7 days
        after posting.{" "}
        <Link to={paths.analyses.href()} className="font-semibold text-brand-700 underline">
          Your analyses
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {data.correlation ? <p className="text-base font-medium text-slate-900">{data.correlation.sentence}</p> : null}
      {data.measure === "views" ? (
        <p className="text-xs text-slate-600">
          Read on views: followers at posting time are missing on some posts. Add them to read views per follower.
        </p>
      ) : null}
      <Scatter data={data} />
      <BandTable
        bands={data.bands}
        what={what}
        format={(v) => (data.measure === "views" ? whole.format(v) : ratio.format(v))}
      />
      {data.sharedByBest.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">What your best posts shared</h3>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-sm text-slate-700">
            {data.sharedByBest.map((f) => (
              <li key={f.factor}>
                Higher {f.label}: {f.best} on average in your best third, {f.others} in the rest
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <p>{data.personal.sentence}</p>
        {data.personal.largest.length > 0 ? (
          <ul className="mt-2 list-disc space-y-1 ps-5">
            {data.personal.largest.map((w) => (
              <li key={w.label}>
                For you, {w.label} weighs {w.times}× the average factor, and {w.direction === "more" ? "more" : "less"}{" "}
                of it went with more {what}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

export function ScoreVsResultsSection() {
  const headingId = useId();
  const query = useScoreVsResults({ isEnabled: true });
  let body;
  if (query.data) body = <ScoreVsResultsBody data={query.data} />;
  else if (query.error)
    body = (
      <p role="alert" className="text-sm text-red-800">
        {query.error instanceof ApiError ? query.error.serverMessage : "Your results could not be loaded."}
      </p>
    );
  else
    body = (
      <p role="status" className="text-sm text-slate-600">
        Loading your results…
      </p>
    );
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          Score vs results
        </h2>
        <ImportResultsButton />
      </div>
      {body}
    </section>
  );
}
