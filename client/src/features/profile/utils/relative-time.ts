const UNITS: Array<{ unit: Intl.RelativeTimeFormatUnit; seconds: number }> = [
  { unit: "year", seconds: 365 * 24 * 60 * 60 },
  { unit: "month", seconds: 30 * 24 * 60 * 60 },
  { unit: "week", seconds: 7 * 24 * 60 * 60 },
  { unit: "day", seconds: 24 * 60 * 60 },
  { unit: "hour", seconds: 60 * 60 },
  { unit: "minute", seconds: 60 },
];

/** The reader's locale tag and the two phrases Intl has no words for. */
export type RelativeTimeWords = { locale: string; justNow: string; unknown: string };

const ENGLISH: RelativeTimeWords = { locale: "en", justNow: "just now", unknown: "at an unknown time" };

/**
 * "just now", "2 minutes ago", "yesterday", "3 weeks ago": when a session was last used. Under a minute it
 * says "just now" rather than counting seconds, which would be out of date before anyone read them.
 */
export function formatRelativeTime(iso: string, now: Date = new Date(), words: RelativeTimeWords = ENGLISH): string {
  const formatter = new Intl.RelativeTimeFormat(words.locale, { numeric: "auto" });
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return words.unknown;
  const elapsed = Math.round((now.getTime() - then) / 1000);
  if (Math.abs(elapsed) < 60) return words.justNow;
  for (const { unit, seconds } of UNITS) {
    if (Math.abs(elapsed) >= seconds) return formatter.format(-Math.trunc(elapsed / seconds), unit);
  }
  return words.justNow;
}
