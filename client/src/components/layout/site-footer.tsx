import { Link } from "react-router-dom";
import { MapPin } from "lucide-react";
import { paths } from "@/config/paths";
import { trackSectionClick } from "@/lib/analytics";
import { usePublicConfig } from "@/lib/public-config";
import { useHydrated } from "@/lib/use-hydrated";
import { Logo } from "./logo";

type FooterLink = { label: string; to: string; section?: string };

const columns: Array<{ title: string; links: FooterLink[] }> = [
  {
    title: "Product",
    links: [
      { label: "Pricing", to: paths.homeSection.href("pricing"), section: "pricing" },
      { label: "Analyze", to: paths.homeSection.href("analyze"), section: "analyze" },
      { label: "Dashboard", to: paths.dashboard.href() },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "How It Works", to: paths.homeSection.href("how-it-works"), section: "how-it-works" },
      { label: "Worked Examples", to: paths.homeSection.href("examples"), section: "examples" },
      { label: "How We Score", to: paths.howWeScore.href() },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "Contact", to: paths.contact.href() },
      { label: "Privacy Policy", to: paths.privacy.href() },
    ],
  },
];

/** Where the operator is, from the server's configuration (SUPPORT_LOCATION); nothing while it is unset. */
function FooterLocation() {
  // Rendered as prerendered (nothing) until hydration is over, even if the config answered meanwhile.
  const hydrated = useHydrated();
  const configured = usePublicConfig().data?.support.location;
  const location = hydrated ? configured : undefined;
  if (!location) return null;
  return (
    <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
      <MapPin className="h-4 w-4 text-brand-700 shrink-0" />
      Based in {location}
    </p>
  );
}

/** The site footer: section and page links, where the operator is when configured, copyright. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.5fr_2fr]">
          <div className="max-w-sm">
            <Logo />
            <p className="mt-4 text-sm text-slate-600">
              Viral scores and clear recommendations for TikTok, Reels and Shorts, in Arabic and English.
            </p>
            <FooterLocation />
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {columns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
                <ul className="mt-3 space-y-1">
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <Link
                        to={link.to}
                        onClick={link.section ? () => trackSectionClick(link.section ?? "", "footer") : undefined}
                        className="-mx-1 inline-block rounded px-1 py-1 text-sm text-slate-600 hover:text-brand-700"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-10 flex flex-col gap-2 border-t border-slate-200 pt-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} ViralScore. All rights reserved.</p>
          <p>Made for creators across the Middle East and beyond.</p>
        </div>
      </div>
    </footer>
  );
}
