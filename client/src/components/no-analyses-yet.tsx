import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Video } from "lucide-react";
import { paths } from "@/config/paths";
import { usePublicHref } from "@/i18n/use-language";

/** The empty state of the dashboard and of /analyses ("No analyses yet"). */
export function NoAnalysesYet() {
  const { t } = useTranslation();
  const publicHref = usePublicHref();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Video className="h-6 w-6 shrink-0" />
      </span>
      <p className="mt-4 text-base font-semibold text-slate-900">{t("shell.noAnalyses.title")}</p>
      <p className="mt-1 max-w-sm text-sm text-slate-600">{t("shell.noAnalyses.body")}</p>
      <Button asChild className="mt-5">
        <Link to={publicHref(paths.homeSection.href("analyze"))}>{t("shell.noAnalyses.cta")}</Link>
      </Button>
    </div>
  );
}
