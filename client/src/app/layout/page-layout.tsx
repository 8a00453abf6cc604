import { memo, useEffect, type ReactNode } from "react";
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

const DEFAULT_TITLE = "ViralScore · Viral score for TikTok, Reels and Shorts";

type PageLayoutProps = {
  children: ReactNode;
  /** The page's name for the browser tab ("Dashboard" becomes "Dashboard · ViralScore"). */
  title?: string;
  /** Extra classes for <main>, e.g. a background colour. */
  className?: string;
};

/** Every public page: maintenance notice, sticky header, the page, footer. */
export function PageLayout({ children, title, className }: PageLayoutProps) {
  useEffect(() => {
    document.title = title ? `${title} · ViralScore` : DEFAULT_TITLE;
  }, [title]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById("main-content")?.focus();
        }}
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        Skip to content
      </a>
      <Banner />
      <Header />
      <main id="main-content" tabIndex={-1} className={cn("flex-1 focus:outline-none", className)}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
