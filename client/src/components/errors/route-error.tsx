import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { usePublicHref } from "@/i18n/use-language";

/**
 * Shown when a page crashes while rendering. Deliberately plain (no header, no queries): whatever broke the
 * page may be part of the shared layout.
 */
export function RouteError({ error }: { error: unknown }) {
  if (import.meta.env.DEV) console.error(error);
  const { t } = useTranslation();
  const publicHref = usePublicHref();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div
        role="alert"
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("shell.routeError.title")}</h1>
        <p className="mt-3 text-slate-600">{t("shell.routeError.body")}</p>
        <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
          <a
            href={publicHref(paths.home.href())}
            className="inline-flex h-11 items-center justify-center rounded-lg border border-slate-300 px-5 text-sm font-semibold text-slate-900 hover:bg-slate-50"
          >
            {t("shell.backToHome")}
          </a>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t("shell.routeError.reload")}
          </button>
        </div>
      </div>
    </main>
  );
}
