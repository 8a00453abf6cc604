import { NoAnalysesYet } from "@/components/no-analyses-yet";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { Analysis } from "@shared/schemas/analysis";
import { Button } from "@/components/ui/button";
import { ArrowLeft, Trash, Upload } from "lucide-react";
import { paths } from "@/config/paths";
import { useFormat } from "@/i18n/format";
import { cn } from "@/lib/cn";
import { useFileSize } from "@/lib/file-size";
import { useAnalyses } from "../hooks/use-analyses";
import { analysesContainerClass } from "../utils/layout";
import { potentialLabel } from "../utils/scores";
import { DeleteAnalysisDialog } from "./delete-analysis-dialog";
import { ScoreBadge } from "./score-meter";
import { Badge } from "@/components/ui/badge";

type AnalysesPageProps = {
  userId: number;
  /** Beside "Analyze New Content": the outcomes feature's Import results, passed in by the page. */
  importResults?: ReactNode;
};

function Skeleton() {
  return (
    <div aria-hidden="true" className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="flex h-[4.5rem] items-center gap-4 px-5">
          <div className="h-10 w-10 animate-pulse rounded-lg bg-slate-200/70" />
          <div className="h-4 flex-1 animate-pulse rounded bg-slate-200/70" />
          <div className="hidden h-6 w-24 animate-pulse rounded-full bg-slate-200/70 sm:block" />
        </div>
      ))}
    </div>
  );
}

/** /analyses: every analysis of the signed-in user, newest first, with open and delete ("View All N Analyses"). */
export function AnalysesPage({ userId, importResults }: AnalysesPageProps) {
  const { t } = useTranslation("results");
  const format = useFormat();
  const fileSize = useFileSize();
  const { data: analyses, isPending, isError, refetch } = useAnalyses(userId);
  const [toDelete, setToDelete] = useState<Analysis | null>(null);

  let body;
  if (isPending) {
    body = (
      <>
        <p role="status" className="sr-only">
          {t("list.loading")}
        </p>
        <Skeleton />
      </>
    );
  } else if (isError) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">{t("list.errorTitle")}</p>
        <p className="mt-1 text-sm">{t("list.errorDescription")}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void refetch()}>
          {t("list.tryAgain")}
        </Button>
      </div>
    );
  } else if (analyses.length === 0) {
    body = <NoAnalysesYet />;
  } else {
    body = (
      <>
        {/* Wide screens: a table. */}
        <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t("list.caption")}</caption>
            <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="w-[38%] px-5 py-3">
                  {t("list.file")}
                </th>
                <th scope="col" className="px-5 py-3">
                  {t("list.viralScore")}
                </th>
                <th scope="col" className="px-5 py-3">
                  {t("list.potential")}
                </th>
                <th scope="col" className="px-5 py-3">
                  {t("list.date")}
                </th>
                <th scope="col" className="px-5 py-3 text-end">
                  <span className="sr-only">{t("list.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {analyses.map((analysis) => (
                <tr key={analysis.id} className="hover:bg-slate-50/70">
                  <td className="max-w-0 px-5 py-3.5">
                    <Link
                      to={paths.analysis.href(analysis.id)}
                      className="block truncate rounded font-semibold text-slate-900 hover:text-brand-700"
                    >
                      <span dir="auto">{analysis.fileName}</span>
                    </Link>
                    {analysis.kind === "competitor" ? <Badge tone="info">{t("list.competitor")}</Badge> : null}
                    <span className="block whitespace-nowrap text-xs text-slate-500">
                      {t("list.kindAndSize", {
                        kind: t(`mediaTypes.${analysis.mediaType}`),
                        size: fileSize(analysis.fileSize),
                      })}
                    </span>
                  </td>
                  <td className="whitespace-nowrap px-5 py-3.5">
                    <ScoreBadge score={analysis.viralScore} />
                  </td>
                  <td className="whitespace-nowrap px-5 py-3.5 text-slate-700">
                    {potentialLabel(analysis.viralPotential, t)}
                  </td>
                  <td className="whitespace-nowrap px-5 py-3.5 text-slate-700">
                    <time dateTime={analysis.createdAt}>{format.dateTime(analysis.createdAt)}</time>
                  </td>
                  <td className="whitespace-nowrap px-5 py-3.5 text-end">
                    <div className="flex justify-end gap-2">
                      <AnalysisActions analysis={analysis} onDelete={setToDelete} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        {/* Small screens: cards. */}
        <ul className="space-y-3 md:hidden">
          {analyses.map((analysis) => (
            <li key={analysis.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link
                    to={paths.analysis.href(analysis.id)}
                    className="block truncate rounded font-semibold text-slate-900 hover:text-brand-700"
                  >
                    <span dir="auto">{analysis.fileName}</span>
                  </Link>
                  {analysis.kind === "competitor" ? <Badge tone="info">{t("list.competitor")}</Badge> : null}
                  <p className="mt-0.5 text-xs text-slate-500">
                    <time dateTime={analysis.createdAt}>{format.dateTime(analysis.createdAt)}</time> ·{" "}
                    {t("list.potentialShort", { potential: potentialLabel(analysis.viralPotential, t) })}
                  </p>
                </div>
                <ScoreBadge score={analysis.viralScore} />
              </div>
              <div className="mt-3 grid grid-cols-2 gap-2">
                <AnalysisActions analysis={analysis} onDelete={setToDelete} bordered />
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className={analysesContainerClass}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Link
            to={paths.dashboard.href()}
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-brand-700"
          >
            <ArrowLeft className="h-4 w-4 shrink-0 rtl:-scale-x-100" />
            {t("list.back")}
          </Link>
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("list.title")}</h1>
          <p className="mt-1 min-h-6 text-slate-600">
            {analyses && analyses.length > 0 ? t("list.count", { count: analyses.length }) : t("list.emptyIntro")}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {importResults}
          <Button asChild>
            <Link to={paths.homeSection.href("analyze")}>
              <Upload className="h-4 w-4 shrink-0" />
              {t("list.analyzeNew")}
            </Link>
          </Button>
        </div>
      </div>
      {body}
      <DeleteAnalysisDialog analysis={toDelete} onOpenChange={(isOpen) => (isOpen ? undefined : setToDelete(null))} />
    </div>
  );
}

/** Open and Delete for one analysis, in the table row and on the small-screen card. */
function AnalysisActions({
  analysis,
  onDelete,
  bordered,
}: {
  analysis: Analysis;
  onDelete: (analysis: Analysis) => void;
  bordered?: boolean;
}) {
  const { t } = useTranslation("results");
  return (
    <>
      <Button asChild variant="secondary" size="sm">
        <Link to={paths.analysis.href(analysis.id)} aria-label={t("list.openLabel", { name: analysis.fileName })}>
          {t("list.open")}
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className={cn("text-red-700 hover:bg-red-50", bordered && "border border-slate-200")}
        aria-label={t("list.deleteLabel", { name: analysis.fileName })}
        onClick={() => onDelete(analysis)}
      >
        <Trash className="h-4 w-4 shrink-0" />
        {t("list.delete")}
      </Button>
    </>
  );
}
