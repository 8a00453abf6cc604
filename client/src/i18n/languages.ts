import { LANGUAGES, type Language } from "@shared/constants";

// The two languages of the interface, their direction, and the public pages that have an address per language.

export { LANGUAGES, type Language };

export const DEFAULT_LANGUAGE: Language = "en";

/** Arabic shows Latin digits unless the person chose Arabic-Indic ones (most Saudi apps show Latin digits). */
export const DIGITS = ["latn", "arab"] as const;
export type Digits = (typeof DIGITS)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): "rtl" | "ltr" {
  return language === "ar" ? "rtl" : "ltr";
}

/**
 * The BCP 47 tag `Intl` formats with: Saudi Arabic with the Gregorian calendar (ar-SA's default is the Hijri one,
 * which the planner shows beside it on purpose) and the chosen digits.
 */
export function localeTag(language: Language, digits: Digits = "latn"): string {
  return language === "ar" ? `ar-SA-u-ca-gregory-nu-${digits}` : "en-US";
}

/** The public pages that are prerendered in both languages; Arabic ones live under /ar. */
export const PUBLIC_PAGES = ["/", "/privacy", "/contact"] as const;
const ARABIC_PREFIX = "/ar";

/** "/ar/privacy" → "ar"; "/privacy" → "en"; an app page ("/profile") → null: it has one address for both. */
export function languageOfPublicPath(pathname: string): Language | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === ARABIC_PREFIX || path.startsWith(`${ARABIC_PREFIX}/`)) {
    const rest = path.slice(ARABIC_PREFIX.length) || "/";
    return (PUBLIC_PAGES as readonly string[]).includes(rest) ? "ar" : null;
  }
  return (PUBLIC_PAGES as readonly string[]).includes(path) ? "en" : null;
}

/** The address of a public page (with its #section or ?query) in a language; other addresses are returned as given. */
export function publicPathIn(language: Language, href: string): string {
  const match = /^([^?#]*)(.*)$/.exec(href);
  const path = (match?.[1] ?? href).replace(/\/+$/, "") || "/";
  const rest = match?.[2] ?? "";
  const english = path === ARABIC_PREFIX ? "/" : path.startsWith(`${ARABIC_PREFIX}/`) ? path.slice(3) : path;
  if (!(PUBLIC_PAGES as readonly string[]).includes(english)) return href;
  if (language === "en") return `${english}${rest}`;
  return `${english === "/" ? ARABIC_PREFIX : `${ARABIC_PREFIX}${english}`}${rest}`;
}

/** The first of the browser's preferred languages that we speak, else English. */
export function preferredLanguage(preferences: readonly string[]): Language {
  for (const preference of preferences) {
    const base = preference.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
