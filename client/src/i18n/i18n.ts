import i18next, {
  type BackendModule,
  type FormatterModule,
  type i18n as I18n,
  type LanguageDetectorModule,
  type Resource,
} from "i18next";
import { initReactI18next } from "react-i18next";
import { ENGINE_FORMATS, parseFormat } from "@shared/i18n/engine-formats";
import { storedDigits } from "./choice";
import { numberFormat } from "./intl-cache";
import {
  DEFAULT_LANGUAGE,
  type Digits,
  directionOf,
  isLanguage,
  type Language,
  LANGUAGES,
  languageOfPublicPath,
  localeTag,
  preferredLanguage,
} from "./languages";

// The interface's i18next. Catalogues are JSON files per language and namespace; each is its own chunk, fetched when a
// page that uses it is first shown, so the landing page carries only its own words.

type Catalogue = { default: Record<string, unknown> };
const interfaceCatalogues = import.meta.glob<Catalogue>("../locales/*/*.json");
// The scoring engine's messages (strengths, recommendations, explanations) are shared with the server.
const engineCatalogues = import.meta.glob<Catalogue>("../../../shared/locales/*/*.json");

function catalogueLoader(language: string, namespace: string): (() => Promise<Catalogue>) | undefined {
  return (
    interfaceCatalogues[`../locales/${language}/${namespace}.json`] ??
    engineCatalogues[`../../../shared/locales/${language}/${namespace}.json`]
  );
}

const lazyCatalogues: BackendModule = {
  type: "backend",
  init: () => undefined,
  read(language, namespace, callback) {
    const load = catalogueLoader(language, namespace);
    if (!load) return callback(new Error(`no catalogue ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The scoring engine's messages (shared/locales/<language>/engine.json). */
export const ENGINE_NAMESPACE = "engine";

let digits: Digits = "latn";

/** Numbers in messages ({{count}}, {{score}}) take the reader's digits; text parameters are left as typed. */
const readerFormatter: FormatterModule = {
  type: "formatter",
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format(value, format, language, options) {
    // The engine's catalogue formats a measurement ("{{value, fixed(digits: 1)}}") or a label set in a sentence.
    const parsed = format ? parseFormat(format) : { name: "", options: {} };
    const engineFormat = ENGINE_FORMATS[parsed.name];
    if (engineFormat) return engineFormat(value, parsed.options);
    if (typeof value !== "number") return value as string;
    // The engine's numbers are measurements ("1080x1920"), written ungrouped as the server writes them.
    const useGrouping = (options as { ns?: unknown } | undefined)?.ns !== ENGINE_NAMESPACE;
    const tag = localeTag(isLanguage(language) ? language : DEFAULT_LANGUAGE, digits);
    return numberFormat(tag, { useGrouping }).format(value);
  },
};

/** The cookie that keeps the reader's language, where the server reads it too (e-mails, API errors). */
const LANGUAGE_COOKIE = "lang";
const LANGUAGE_COOKIE_SECONDS = 60 * 60 * 24 * 365;

function languageCookie(): string | undefined {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(document.cookie);
  return match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
}

/**
 * "/ar/privacy" and "/privacy" say their language themselves; app pages follow the "lang" cookie (the visitor's
 * choice, or the signed-in user's profile), then the browser's languages. The language in use is written back to
 * the cookie. A few lines instead of i18next-browser-languagedetector, which was 2 KB of the landing page's first
 * paint for the same three lookups (docs/decisions/037-language-detection-in-a-few-lines.md).
 */
const languageDetector: LanguageDetectorModule = {
  type: "languageDetector",
  init: () => undefined,
  detect: () => {
    if (typeof window === "undefined") return undefined;
    const fromPath = languageOfPublicPath(window.location.pathname);
    if (fromPath) return fromPath;
    const fromCookie = languageCookie();
    if (isLanguage(fromCookie)) return fromCookie;
    return preferredLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
  },
  cacheUserLanguage: (language) => {
    if (typeof document === "undefined" || !isLanguage(language)) return;
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_SECONDS}; samesite=lax`;
  },
};

export const COMMON_NAMESPACE = "common";

export function createI18n(options: { language?: Language; resources?: Resource } = {}): I18n {
  const instance = i18next.createInstance();
  if (!options.resources) instance.use(lazyCatalogues);
  if (!options.language) instance.use(languageDetector);
  void instance
    .use(readerFormatter)
    .use(initReactI18next)
    .init({
      lng: options.language,
      resources: options.resources,
      supportedLngs: [...LANGUAGES],
      // No fallback language: every key exists in both (completeness.test.ts), and a fallback made an Arabic page
      // fetch each English catalogue too (about 20 KB of the Arabic landing's first load).
      fallbackLng: false,
      load: "languageOnly",
      ns: [COMMON_NAMESPACE],
      defaultNS: COMMON_NAMESPACE,
      // Never deferred to a timer: i18next's asynchronous init waits on setTimeout, which a page under a paused clock
      // (the browser tests' fake time) never runs. The catalogues still load asynchronously, through promises.
      initAsync: false,
      interpolation: { escapeValue: false, alwaysFormat: true },
      react: { useSuspense: true },
    });
  return instance;
}

/** The interface's language as a Language (i18next may report a region tag such as "ar-SA" from the browser). */
export function languageOf(instance: I18n): Language {
  const base = (instance.resolvedLanguage ?? instance.language ?? DEFAULT_LANGUAGE).split("-")[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** Puts the page's <html lang dir> in step with the interface, now and on every change. */
export function followLanguageInDocument(instance: I18n): void {
  const apply = () => {
    const language = languageOf(instance);
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  };
  apply();
  instance.on("languageChanged", apply);
}

export function setDigits(value: Digits): void {
  digits = value;
}

export function initialDigits(): Digits {
  digits = storedDigits();
  return digits;
}
