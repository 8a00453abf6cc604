import { memo, useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SiteFooter } from "@/components/layout/site-footer";
import { cn } from "@/lib/cn";
import { MaintenanceBanner } from "@/components/layout/maintenance-banner";
import { SiteHeader } from "./site-header";

// Without props, so a page's re-render (when the user or the public config arrives) skips them: on a phone that render
// runs in one piece, and these are most of the markup (it counted in the Total Blocking Time). The header and the
// banner still follow the user and the config through their own hooks.
const Header = memo(SiteHeader);
const Footer = memo(SiteFooter);
const Banner = memo(MaintenanceBanner);

type PageLayoutProps = {
  children: ReactNode;
  /** The page's name for the browser tab, in the reader's language ("Dashboard" becomes "Dashboard · ViralScore"). */
  title?: string;
  /** Extra classes for <main>, e.g. a background colour. */
  className?: string;
};

/** Every public page: maintenance notice, sticky header, the page, footer. */
export function PageLayout({ children, title, className }: PageLayoutProps) {
  const { t } = useTranslation();
  // Without a title, the landing page's (the one the prerendered pages' <head> carries too).
  const documentTitle = title ? t("shell.pageTitle", { title }) : t("meta.pages./.title");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById("main-content")?.focus();
        }}
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t("shell.skipToContent")}
      </a>
      <Banner />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page whose content arrives after its first
          paint (the dashboard's figures) does not push a footer that was on screen down the page. */}
      <main id="main-content" tabIndex={-1} className={cn("min-h-dvh flex-1 focus:outline-none", className)}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
