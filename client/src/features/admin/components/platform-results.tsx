import { useQuery } from "@tanstack/react-query";
import { PLATFORM_MIN_CREATORS, PLATFORM_MIN_POSTS, type PlatformResults } from "@shared/schemas/outcomes";
import { BandTable } from "@/components/charts/band-table";
import { api } from "@/lib/api-client";

// The Analytics tab's "Score vs results": across every creator who recorded results, whether higher scores went
// with more views per follower, with how many posts and creators it rests on, by band and by week. Aggregates
// only; the public page shows the same figure once it rests on enough posts and creators.

const ratio = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** Posts with results per week (bars), with each week's ρ above its bar where it rests on 8 posts or more. */
function WeeklyChart({ weeks }: { weeks: PlatformResults["weeks"] }) {
  const shown = weeks.slice(-12);
  if (shown.length === 0) return null;
  const most = Math.max(...shown.map((w) => w.posts));
  const width = 32 * shown.length + 8;
  return (
    <svg
      viewBox={`0 0 ${width} 120`}
      className="h-32 w-full max-w-xl"
      role="img"
      aria-label={`Posts with results per week for the last ${shown.length} weeks, with each week's correlation`}
    >
      {shown.map((w, i) => {
        const height = Math.max(2, (w.posts / most) * 80);
        return (
          <g key={w.week}>
            <rect x={8 + i * 32} y={100 - height} width={22} height={height} className="fill-brand-500" />
            <text x={19 + i * 32} y={94 - height} textAnchor="middle" className="fill-slate-600 text-[8px]">
              {w.rho === null ? "" : w.rho.toFixed(2)}
            </text>
            <text x={19 + i * 32} y={112} textAnchor="middle" className="fill-slate-500 text-[7px]">
              {w.week.slice(5)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function Body({ data }: { data: PlatformResults }) {
  const c = data.correlation;
  const isPublic = data.posts >= PLATFORM_MIN_POSTS && data.creators >= PLATFORM_MIN_CREATORS;
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <p>
        {data.posts} posts with results and followers, from {data.creators} creators.{" "}
        {c
          ? `Spearman's ρ of score against views per follower: ${c.rho.toFixed(2)} (90% interval ${c.low.toFixed(2)} to ${c.high.toFixed(2)}).`
          : "Too few posts for a correlation (8 at least)."}{" "}
        {isPublic
          ? "The public page /how-we-score shows this figure."
          : `The public page shows it from ${PLATFORM_MIN_POSTS} posts and ${PLATFORM_MIN_CREATORS} creators.`}
      </p>
      <WeeklyChart weeks={data.weeks} />
      <div className="grid gap-6 lg:grid-cols-2">
        <BandTable bands={data.bands} what="views per follower" format={(v) => ratio.format(v)} />
        <table className="w-full">
          <caption className="text-left text-xs text-slate-600">By the week the posts went out</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 font-medium">
                Week of
              </th>
              <th scope="col" className="py-1 font-medium">
                Posts
              </th>
              <th scope="col" className="py-1 font-medium">
                Creators
              </th>
              <th scope="col" className="py-1 font-medium">
                ρ
              </th>
            </tr>
          </thead>
          <tbody>
            {data.weeks.slice(-12).map((w) => (
              <tr key={w.week} className="border-t border-slate-100">
                <th scope="row" className="py-1 text-left font-medium tabular-nums">
                  {w.week}
                </th>
                <td className="py-1 tabular-nums">{w.posts}</td>
                <td className="py-1 tabular-nums">{w.creators}</td>
                <td className="py-1 tabular-nums">{w.rho === null ? "—" : w.rho.toFixed(2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function PlatformResultsSection() {
  const query = useQuery({
    queryKey: ["admin", "score-vs-results"],
    queryFn: () => api.get<PlatformResults>("/api/admin/score-vs-results"),
  });
  return (
    <section aria-labelledby="score-vs-results-heading" className="space-y-4">
      <h2 id="score-vs-results-heading" className="text-lg font-bold text-slate-900">
        Score vs results
      </h2>
      {query.data ? (
        <Body data={query.data} />
      ) : query.error ? (
        <p role="alert" className="text-sm text-red-800">
          The results could not be loaded.
        </p>
      ) : (
        <p role="status" className="text-slate-600">
          Loading results…
        </p>
      )}
    </section>
  );
}
