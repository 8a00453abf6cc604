import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { MapPin } from "lucide-react";
import { paths } from "@/config/paths";
import { useFormat } from "@/i18n/format";
import { usePublicHref } from "@/i18n/use-language";
import { trackSectionClick } from "@/lib/track";
import { usePublicConfig } from "@/lib/public-config";
import { useHydrated } from "@/lib/use-hydrated";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";

/** `label` is a key under shell.footer; `to` an English address, written in the reader's language when public. */
type FooterLink = { label: string; to: string; section?: string };

const columns: Array<{ title: string; links: FooterLink[] }> = [
  {
    title: "product",
    links: [
      { label: "pricing", to: paths.homeSection.href("pricing"), section: "pricing" },
      { label: "analyze", to: paths.homeSection.href("analyze"), section: "analyze" },
      { label: "dashboard", to: paths.dashboard.href() },
    ],
  },
  {
    title: "resources",
    links: [
      { label: "howItWorks", to: paths.homeSection.href("how-it-works"), section: "how-it-works" },
      { label: "examples", to: paths.homeSection.href("examples"), section: "examples" },
      { label: "howWeScore", to: paths.howWeScore.href() },
      { label: "developers", to: paths.developers.href() },
    ],
  },
  {
    title: "company",
    links: [
      { label: "contact", to: paths.contact.href() },
      { label: "privacy", to: paths.privacy.href() },
    ],
  },
];

/** Where the operator is, from the server's configuration (SUPPORT_LOCATION); nothing while it is unset. */
function FooterLocation() {
  const { t } = useTranslation();
  // Rendered as prerendered (nothing) until hydration is over, even if the config answered meanwhile.
  const hydrated = useHydrated();
  const configured = usePublicConfig().data?.support.location;
  const location = hydrated ? configured : undefined;
  if (!location) return null;
  return (
    <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
      <MapPin className="h-4 w-4 text-brand-700 shrink-0" />
      <span>
        {/* The operator's own words, shown as configured. */}
        <Trans t={t} i18nKey="shell.footer.basedIn" values={{ location }} components={{ place: <bdi /> }} />
      </span>
    </p>
  );
}

/** The site footer: section and page links, the language switch, where the operator is when configured, copyright. */
export function SiteFooter() {
  const { t } = useTranslation();
  const publicHref = usePublicHref();
  const format = useFormat();
  const year = format.number(new Date().getFullYear(), { useGrouping: false });
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.5fr_2fr]">
          <div className="max-w-sm">
            <Logo />
            <p className="mt-4 text-sm text-slate-600">{t("shell.footer.tagline")}</p>
            <FooterLocation />
            <LanguageSwitch className="-mx-3 mt-3 inline-block" />
          </div>
          <nav aria-label={t("shell.footer.nav")} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-slate-900">{t(`shell.footer.${column.title}`)}</h2>
                <ul className="mt-3 space-y-1">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <Link
                        to={publicHref(link.to)}
                        onClick={link.section ? () => trackSectionClick(link.section ?? "", "footer") : undefined}
                        className="-mx-1 inline-block rounded px-1 py-1 text-sm text-slate-600 hover:text-brand-700"
                      >
                        {t(`shell.footer.${link.label}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-slate-200 pt-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
          <p>{t("shell.footer.copyright", { year })}</p>
          <p>{t("shell.footer.madeFor")}</p>
        </div>
      </div>
    </footer>
  );
}
