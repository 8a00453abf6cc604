import { useTranslation } from "react-i18next";
import { languageOf } from "./i18n";
import { type Language, publicPathIn } from "./languages";

/** The interface's language now. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return languageOf(i18n);
}

/** Writes a public page's address ("/privacy", "/#pricing") in the interface's language; other addresses unchanged. */
export function usePublicHref(): (href: string) => string {
  const language = useLanguage();
  return (href) => publicPathIn(language, href);
}
