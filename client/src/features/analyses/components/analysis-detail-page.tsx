import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { ArrowLeft, Trash } from "lucide-react";
import { paths } from "@/config/paths";
import { useFormat } from "@/i18n/format";
import { ApiError } from "@/lib/api-client";
import { useAnalysis } from "../hooks/use-analysis";
import { analysesContainerClass } from "../utils/layout";
import { AnalysisResults } from "./analysis-results";
import { DeleteAnalysisDialog } from "./delete-analysis-dialog";

type AnalysisDetailPageProps = {
  /** The id from the URL; null when it is not a positive whole number. */
  analysisId: number | null;
  /**
   * Under the results of the creator's own post (not a competitor's): the outcomes feature's score of their own and
   * the post's results, passed in by the page.
   */
  ownResults?: (analysisId: number) => ReactNode;
};

function BackLink() {
  const { t } = useTranslation("results");
  return (
    <Link
      to={paths.analyses.href()}
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-brand-700"
    >
      <ArrowLeft className="h-4 w-4 shrink-0 rtl:-scale-x-100" />
      {t("detail.allAnalyses")}
    </Link>
  );
}

function Block({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-2xl bg-slate-200/70 ${className}`} />;
}

/** /analyses/:id: a stored analysis opened again with its results view, and Delete. */
export function AnalysisDetailPage({ analysisId, ownResults }: AnalysisDetailPageProps) {
  const { t } = useTranslation("results");
  const format = useFormat();
  const { data: analysis, isPending, isError, error, refetch } = useAnalysis(analysisId, true);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (analysis) document.title = t("detail.documentTitle", { name: analysis.fileName });
  }, [analysis, t]);

  if (analysisId === null || (isError && error instanceof ApiError && [403, 404].includes(error.status))) {
    return (
      <div className={analysesContainerClass}>
        <BackLink />
        <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("detail.notFoundTitle")}</h1>
          <p className="mt-2 text-slate-600">
            {error instanceof ApiError ? error.serverMessage : t("detail.notFoundDescription")}
          </p>
          <Button asChild className="mt-6">
            <Link to={paths.analyses.href()}>{t("detail.viewAll")}</Link>
          </Button>
        </div>
      </div>
    );
  }

  if (isError) {
    return (
      <div className={analysesContainerClass}>
        <BackLink />
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
          <h1 className="font-semibold">{t("detail.errorTitle")}</h1>
          <p className="mt-1 text-sm">{t("detail.errorDescription")}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void refetch()}>
            {t("detail.tryAgain")}
          </Button>
        </div>
      </div>
    );
  }

  if (isPending) {
    return (
      <div className={analysesContainerClass}>
        <BackLink />
        <p role="status" className="text-2xl font-bold tracking-tight text-slate-400 sm:text-3xl">
          {t("detail.loading")}
        </p>
        <Block className="h-64 sm:h-56" />
        <div className="grid gap-6 lg:grid-cols-2">
          <Block className="h-[28rem]" />
          <Block className="h-[28rem]" />
        </div>
      </div>
    );
  }

  return (
    <div className={analysesContainerClass}>
      <div>
        <BackLink />
        <h1 className="mt-3 break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <span dir="auto">{analysis.fileName}</span>
        </h1>
        <p className="mt-1 text-slate-600">{t("detail.analysedOn", { date: format.dateTime(analysis.createdAt) })}</p>
      </div>
      <AnalysisResults
        analysis={analysis}
        media={null}
        headingLevel={2}
        results={analysis.kind === "own" ? ownResults?.(analysis.id) : null}
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to={paths.homeSection.href("analyze")}>{t("detail.newAnalysis")}</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link
                to={paths.compare.href(analysis.kind === "competitor" ? { right: analysis.id } : { left: analysis.id })}
              >
                {t("detail.compare")}
              </Link>
            </Button>
            <Button
              variant="ghost"
              className="border border-red-200 text-red-700 hover:bg-red-50 sm:ms-auto"
              onClick={() => setIsDeleteOpen(true)}
            >
              <Trash className="h-4 w-4 shrink-0" />
              {t("detail.delete")}
            </Button>
          </>
        }
      />
      <DeleteAnalysisDialog
        analysis={isDeleteOpen ? analysis : null}
        onOpenChange={setIsDeleteOpen}
        onDeleted={() => navigate(paths.analyses.href(), { replace: true })}
      />
    </div>
  );
}
