import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { platformResultsQuery } from "../api/queries";
import { PLATFORM_MIN_CREATORS, PLATFORM_MIN_POSTS, type PlatformResults } from "@shared/schemas/outcomes";
import { BandTable } from "@/components/charts/band-table";
import { useAdminFormat } from "../hooks/use-admin-format";

// The Analytics tab's "Score vs results": across every creator who recorded results, whether higher scores went
// with more views per follower, with how many posts and creators it rests on, by band and by week. Aggregates
// only; the public page shows the same figure once it rests on enough posts and creators.

/**
 * Posts with results per week (bars), with each week's ρ above its bar where it rests on 8 posts or more. The weeks
 * run in the reading direction: from right to left in Arabic.
 */
function WeeklyChart({ weeks }: { weeks: PlatformResults["weeks"] }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const shown = weeks.slice(-12);
  if (shown.length === 0) return null;
  const most = Math.max(...shown.map((w) => w.posts));
  const width = 32 * shown.length + 8;
  const slot = (i: number) => (format.language === "ar" ? shown.length - 1 - i : i);
  return (
    <svg
      viewBox={`0 0 ${width} 120`}
      className="h-32 w-full max-w-xl"
      role="img"
      aria-label={t("results.weeklyLabel", { weeks: shown.length })}
    >
      {shown.map((w, i) => {
        const height = Math.max(2, (w.posts / most) * 80);
        const x = slot(i) * 32;
        return (
          <g key={w.week}>
            <rect x={8 + x} y={100 - height} width={22} height={height} className="fill-brand-500" />
            <text x={19 + x} y={94 - height} textAnchor="middle" className="fill-slate-600 text-[8px]">
              {w.rho === null ? "" : format.decimal(w.rho)}
            </text>
            <text x={19 + x} y={112} textAnchor="middle" className="fill-slate-500 text-[7px]">
              {w.week.slice(5)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function Body({ data }: { data: PlatformResults }) {
  const { t } = useTranslation("admin");
  const format = useAdminFormat();
  const c = data.correlation;
  const isPublic = data.posts >= PLATFORM_MIN_POSTS && data.creators >= PLATFORM_MIN_CREATORS;
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <p>
        {t("results.summary", { posts: data.posts, creators: data.creators })}{" "}
        {c
          ? t("results.correlation", {
              rho: format.decimal(c.rho),
              low: format.decimal(c.low),
              high: format.decimal(c.high),
            })
          : t("results.tooFew")}{" "}
        {isPublic
          ? t("results.isPublic")
          : t("results.notPublic", { posts: PLATFORM_MIN_POSTS, creators: PLATFORM_MIN_CREATORS })}
      </p>
      <WeeklyChart weeks={data.weeks} />
      <div className="grid gap-6 lg:grid-cols-2">
        <BandTable bands={data.bands} what={t("results.viewsPerFollower")} format={format.ratio} />
        <table className="w-full">
          <caption className="text-start text-xs text-slate-600">{t("results.byWeek")}</caption>
          <thead>
            <tr className="text-start text-slate-600">
              <th scope="col" className="py-1 text-start font-medium">
                {t("results.weekOf")}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t("results.posts")}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t("results.creators")}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t("results.rho")}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.weeks.slice(-12).map((w) => (
              <tr key={w.week} className="border-t border-slate-100">
                <th scope="row" className="py-1 text-start font-medium tabular-nums">
                  {w.week}
                </th>
                <td className="py-1 tabular-nums">{format.count(w.posts)}</td>
                <td className="py-1 tabular-nums">{format.count(w.creators)}</td>
                <td className="py-1 tabular-nums">{w.rho === null ? t("table.none") : format.decimal(w.rho)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function PlatformResultsSection() {
  const { t } = useTranslation("admin");
  const query = useQuery(platformResultsQuery());
  return (
    <section aria-labelledby="score-vs-results-heading" className="space-y-4">
      <h2 id="score-vs-results-heading" className="text-lg font-bold text-slate-900">
        {t("results.heading")}
      </h2>
      {query.data ? (
        <Body data={query.data} />
      ) : query.error ? (
        <p role="alert" className="text-sm text-red-800">
          {t("results.loadError")}
        </p>
      ) : (
        <p role="status" className="text-slate-600">
          {t("results.loading")}
        </p>
      )}
    </section>
  );
}
