import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { ArrowLeft } from "lucide-react";
import { paths } from "@/config/paths";
import { usePublicHref } from "@/i18n/use-language";

type BackLinkProps = { to?: string; label?: string };

/**
 * "Back to Home" (or another page) above a page's heading: one look for every page that has one. A public page's
 * address is written in the reader's language (/ar in Arabic); the arrow points back, to the right in Arabic.
 */
export function BackLink({ to = paths.home.href(), label }: BackLinkProps) {
  const { t } = useTranslation();
  const publicHref = usePublicHref();
  return (
    <Link
      to={publicHref(to)}
      className="-mx-2 inline-flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-medium text-slate-700 hover:text-brand-700"
    >
      <ArrowLeft className="h-4 w-4 shrink-0 rtl:-scale-x-100" />
      {label ?? t("shell.backToHome")}
    </Link>
  );
}
