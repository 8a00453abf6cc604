import { Image, Video } from "lucide-react";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { RECENT_ANALYSES_SHOWN } from "@shared/constants";
import { NoAnalysesYet } from "@/components/no-analyses-yet";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { storedDigits } from "@/i18n/choice";
import { useFormat } from "@/i18n/format";
import { type Language, localeTag } from "@/i18n/languages";
import { cn } from "@/lib/cn";
import { BAND_KEYS, POTENTIAL_KEYS } from "../utils/plan-text";
import { bandClasses } from "../utils/stats";

/** What the dashboard needs to know of an analysis. */
export type AnalysisSummary = {
  id: number;
  fileName: string;
  viralScore: number;
  viralPotential: string;
  mediaType: "video" | "image";
  /** "competitor": someone else's post analysed for a comparison, not counted in the stats. */
  kind?: "own" | "competitor";
  createdAt: string;
};

/** "Jan 5, 2026" / "5 يناير 2026", in the reader's digits. */
const shortDate = (language: Language) =>
  new Intl.DateTimeFormat(localeTag(language, storedDigits()), { month: "short", day: "numeric", year: "numeric" });

function RecentRow({ analysis }: { analysis: AnalysisSummary }) {
  const { t } = useTranslation("dashboard");
  const format = useFormat();
  const { band, className } = bandClasses(analysis.viralScore);
  const date = new Date(analysis.createdAt);
  const potentialKey = POTENTIAL_KEYS[analysis.viralPotential];
  const potential = potentialKey ? t(`potentials.${potentialKey}`) : analysis.viralPotential;
  return (
    <li>
      <Link
        to={paths.analysis.href(analysis.id)}
        className="flex min-h-[4.5rem] items-center gap-4 px-4 py-3 hover:bg-slate-50 sm:px-5"
      >
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
          {analysis.mediaType === "image" ? (
            <Image className="h-5 w-5 shrink-0" />
          ) : (
            <Video className="h-5 w-5 shrink-0" />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span dir="auto" className="block truncate font-semibold text-slate-900">
            {analysis.fileName}
          </span>
          <span className="block text-sm text-slate-600">
            {Number.isNaN(date.getTime()) ? (
              ""
            ) : (
              <time dateTime={analysis.createdAt}>{shortDate(format.language).format(date)}</time>
            )}
            <span className="hidden sm:inline"> · {t("recent.potential", { potential })}</span>
            {analysis.kind === "competitor" ? (
              <span className="font-semibold text-sky-800"> · {t("recent.competitor")}</span>
            ) : null}
          </span>
        </span>
        <span
          className={cn(
            "inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-1 text-sm font-semibold ring-1 ring-inset",
            className,
          )}
        >
          <span className="tabular-nums">{format.number(analysis.viralScore)}</span>
          <span className="sr-only"> {t("recent.outOf100")}</span>
          <span aria-hidden="true">·</span>
          <span className="font-medium">{t(`bands.${BAND_KEYS[band]}`)}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * "View All 10 Analyses", or with competitors' posts "View All 11 Analyses (10 yours, 1 competitor)": the
 * same own count as the Total Analyses card beside it.
 */
export function viewAllLabel(analyses: readonly AnalysisSummary[], t: TFunction<"dashboard">): string {
  const competitor = analyses.filter((analysis) => analysis.kind === "competitor").length;
  const all = t("recent.viewAll", { count: analyses.length });
  return competitor === 0
    ? all
    : t("recent.viewAllWithCompetitors", { all, own: analyses.length - competitor, competitor });
}

type RecentAnalysesProps = {
  /** Newest first; undefined while loading. */
  analyses: readonly AnalysisSummary[] | undefined;
  isError: boolean;
  onRetry: () => void;
};

export function RecentAnalyses({ analyses, isError, onRetry }: RecentAnalysesProps) {
  const { t } = useTranslation("dashboard");
  const total = analyses?.length ?? 0;
  const recent = analyses?.slice(0, RECENT_ANALYSES_SHOWN) ?? [];

  let body: ReactNode;
  if (isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">{t("recent.loadFailed")}</p>
        <p className="mt-1 text-sm">{t("recent.checkConnection")}</p>
        <Button variant="secondary" className="mt-4" onClick={onRetry}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  } else if (!analyses) {
    body = (
      <div aria-hidden="true" className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        {[0, 1, 2].map((key) => (
          <div key={key} className="flex h-[4.5rem] items-center gap-4 px-5">
            <div className="h-10 w-10 animate-pulse rounded-lg bg-slate-200/70" />
            <div className="h-4 flex-1 animate-pulse rounded bg-slate-200/70" />
            <div className="h-7 w-24 animate-pulse rounded-full bg-slate-200/70" />
          </div>
        ))}
      </div>
    );
  } else if (total === 0) {
    body = <NoAnalysesYet />;
  } else {
    body = (
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <ul className="divide-y divide-slate-100">
          {recent.map((analysis) => (
            <RecentRow key={analysis.id} analysis={analysis} />
          ))}
        </ul>
        {total > RECENT_ANALYSES_SHOWN ? (
          <div className="border-t border-slate-100 bg-slate-50/60 p-3 text-center">
            <Button asChild variant="ghost" size="sm" className="text-brand-700">
              <Link to={paths.analyses.href()}>{viewAllLabel(analyses, t)}</Link>
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <section aria-labelledby="recent-analyses-title">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="recent-analyses-title" className="text-lg font-semibold text-slate-900">
          {t("recent.title")}
        </h2>
        {total > 0 && total <= RECENT_ANALYSES_SHOWN ? (
          <Link to={paths.analyses.href()} className="rounded text-sm font-medium text-brand-700 hover:underline">
            {t("recent.manage")}
          </Link>
        ) : null}
      </div>
      <div className="mt-3">{body}</div>
    </section>
  );
}
