import { formatCents } from "@shared/billing";
import { formattersFor } from "@/i18n/format";
import { type Digits, type Language, localeTag } from "@/i18n/languages";

// Numbers, money and dates of the admin area in the admin's language and digits. English keeps the texts the admin
// area has always shown ("$1.00", "Mar 1, 2026, 10:00 AM"); Arabic reads them with Intl for ar-SA.

export type AdminFormat = {
  language: Language;
  /** "Mar 1, 2026, 10:00 AM" in the admin's own time zone, or "—" for a missing or unreadable date. */
  dateTime: (iso: string | null | undefined) => string;
  /** "Mar 1" for a YYYY-MM-DD day of the analytics series (UTC days, as the server counts them). */
  day: (day: string) => string;
  count: (value: number) => string;
  /** Cents from the server, shown in dollars. */
  money: (cents: number) => string;
  percent: (ratio: number) => string;
  /** A figure with exactly `fractionDigits` decimals (a correlation: "0.42"). */
  decimal: (value: number, fractionDigits?: number) => string;
  /** A figure with up to two decimals (views per follower: "1.5"). */
  ratio: (value: number) => string;
};

export function adminFormatFor(language: Language, digits: Digits = "latn"): AdminFormat {
  const format = formattersFor(language, digits);
  const shortDay = new Intl.DateTimeFormat(localeTag(language, digits), {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
  return {
    language,
    dateTime: (iso) => (iso ? format.dateTime(iso) || "—" : "—"),
    day: (day) => {
      const date = new Date(`${day}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? day : shortDay.format(date);
    },
    count: (value) => format.number(value),
    // Arabic: "0.00 US$" kept in one left-to-right piece (an isolate), or the right-to-left line splits "US$" apart.
    money: (cents) => (language === "en" ? formatCents(cents) : `\u2066${format.dollars(cents / 100)}\u2069`),
    percent: (ratio) => format.percent(ratio, 1),
    decimal: (value, fractionDigits = 2) =>
      format.number(value, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
    ratio: (value) => format.number(value, { maximumFractionDigits: 2 }),
  };
}
