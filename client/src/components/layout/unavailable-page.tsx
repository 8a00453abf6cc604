import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { BackLink } from "./back-link";

type UnavailablePageProps = { title: string; description: string };

/** A page whose feature is not open on this server: says so plainly, promises nothing. */
export function UnavailablePage({ title, description }: UnavailablePageProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-14 sm:py-20">
      <BackLink />
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-slate-700">
          <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-slate-500" />
          {t("shell.unavailable.badge")}
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-slate-600">{description}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to={paths.dashboard.href()}>{t("shell.unavailable.goToDashboard")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
