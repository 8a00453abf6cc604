import { CircleExclamationPoint } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { usePublicHref } from "@/i18n/use-language";

/** The body of the 404 page. */
export function NotFound() {
  const location = useLocation();
  const { t } = useTranslation();
  const publicHref = usePublicHref();
  return (
    <section className="mx-auto flex min-h-[28rem] w-full max-w-xl flex-col justify-center px-4 py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="grid h-10 w-10 place-items-center rounded-full bg-red-100 text-red-700">
            <CircleExclamationPoint className="h-5 w-5 shrink-0" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("shell.notFound.title")}</h1>
        </div>
        <p className="mt-4 text-slate-600">
          <Trans
            t={t}
            i18nKey="shell.notFound.noPageAt"
            values={{ path: location.pathname }}
            components={{
              path: (
                <code
                  dir="ltr"
                  className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm text-slate-800"
                />
              ),
            }}
          />
        </p>
        <p className="mt-2 text-sm text-slate-500">{t("shell.notFound.router")}</p>
        <div className="mt-8">
          <Button asChild>
            <Link to={publicHref(paths.home.href())}>{t("shell.backToHome")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
