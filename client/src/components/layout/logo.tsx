import { Link } from "react-router-dom";
import { paths } from "@/config/paths";
import { usePublicHref } from "@/i18n/use-language";

/** The brand's name, the same in English and Arabic. */
const BRAND = "ViralScore";

/** The wordmark, linking to the home page of the interface's language. The name is the brand's in every language. */
export function Logo() {
  const publicHref = usePublicHref();
  return (
    <Link
      to={publicHref(paths.home.href())}
      // The wordmark is not mirrored: the mark stays left of the name in Arabic too.
      dir="ltr"
      className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-slate-900"
    >
      <span
        aria-hidden="true"
        className="grid h-8 w-8 place-items-center rounded-lg bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-sm"
      >
        <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M11.3 1.05a.75.75 0 0 1 .45.8L10.9 8h4.35a.75.75 0 0 1 .57 1.24l-7 8a.75.75 0 0 1-1.31-.6L8.1 10.5H3.75a.75.75 0 0 1-.57-1.24l7-8a.75.75 0 0 1 1.12-.21Z" />
        </svg>
      </span>
      {BRAND}
    </Link>
  );
}
