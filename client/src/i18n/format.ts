import { useTranslation } from "react-i18next";
import { storedDigits } from "./choice";
import { languageOf } from "./i18n";
import { dateFormat, numberFormat } from "./intl-cache";
import { type Digits, type Language, localeTag } from "./languages";

// Numbers, money and dates in the reader's language and digits, through Intl.

export type Formatters = ReturnType<typeof buildFormatters>;

const LONG_DATE = { year: "numeric", month: "long", day: "numeric" } as const;
const DATE_TIME = { dateStyle: "medium", timeStyle: "short" } as const;

function buildFormatters(language: Language, digits: Digits) {
  const tag = localeTag(language, digits);
  const hijriTag = language === "ar" ? `ar-SA-u-ca-islamic-umalqura-nu-${digits}` : "en-US-u-ca-islamic-umalqura";
  const parse = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));
  const valid = (date: Date) => !Number.isNaN(date.getTime());
  return {
    language,
    number: (value: number, options?: Intl.NumberFormatOptions) => numberFormat(tag, options).format(value),
    percent: (ratio: number, fractionDigits = 0) =>
      numberFormat(tag, { style: "percent", maximumFractionDigits: fractionDigits }).format(ratio),
    /** An amount in US dollars (the product's prices are in dollars): "$1.00", "‏1.00 US$". */
    dollars: (amount: number) => numberFormat(tag, { style: "currency", currency: "USD" }).format(amount),
    /** "January 15, 2026" / "15 يناير 2026", or null for a missing or unreadable date. */
    date: (value: string | number | Date | null | undefined) => {
      if (value === null || value === undefined) return null;
      const date = parse(value);
      return valid(date) ? dateFormat(tag, LONG_DATE).format(date) : null;
    },
    dateTime: (value: string | number | Date) => {
      const date = parse(value);
      return valid(date) ? dateFormat(tag, DATE_TIME).format(date) : "";
    },
    /** The Umm al-Qura (Saudi) Hijri date of the same day. */
    hijri: (value: string | number | Date) => {
      const date = parse(value);
      return valid(date) ? dateFormat(hijriTag, LONG_DATE).format(date) : "";
    },
  };
}

const formattersCache = new Map<string, Formatters>();
/** The formatters of a language and digits, one object per pair (stable, so memoized children stay memoized). */
export function formattersFor(language: Language, digits = storedDigits()): Formatters {
  const key = `${language}|${digits}`;
  let formatters = formattersCache.get(key);
  if (!formatters) formattersCache.set(key, (formatters = buildFormatters(language, digits)));
  return formatters;
}

/** The formatters of the interface's current language; they change when the language or the digits do. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = languageOf(i18n);
  const digits = storedDigits();
  return formattersFor(language, digits);
}
