// The Hijri holidays' Gregorian dates, from the Umm al-Qura calendar (Saudi Arabia's official Hijri calendar)
// through Intl's `islamic-umalqura` calendar (Node's ICU ships it, as do browsers). The one source of these
// dates: the planner's calendar and the caption score's seasonal hashtags both read them from here, so a
// Ramadan never ends on one day in one place and another day elsewhere.

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const addDays = (date: string, days: number) => iso(dayMs(date) + days * DAY_MS);

const hijriFormat = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura", {
  timeZone: "UTC",
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

export type HijriDate = { year: number; month: number; day: number };

// Intl's calendar conversion costs about 6 µs a day, and a 24-month calendar scans some 800 days: the answers are
// kept (a day's Hijri date never changes), bounded so no range of requests can grow the map without end.
const hijriCache = new Map<string, HijriDate>();
const HIJRI_CACHE_LIMIT = 20_000;

/** The Umm al-Qura date of a Gregorian day (YYYY-MM-DD). */
export function hijriOf(date: string): HijriDate {
  const cached = hijriCache.get(date);
  if (cached) return cached;
  const parts: Record<string, string> = {};
  for (const part of hijriFormat.formatToParts(new Date(dayMs(date) + DAY_MS / 2))) parts[part.type] = part.value;
  const hijri = { year: Number.parseInt(parts.year!, 10), month: Number(parts.month), day: Number(parts.day) };
  if (hijriCache.size >= HIJRI_CACHE_LIMIT) hijriCache.clear();
  hijriCache.set(date, hijri);
  return hijri;
}

/** Every Gregorian day in [from, to] whose Hijri month and day match, ascending. */
export function hijriDays(from: string, to: string, month: number, day: number): string[] {
  const found: string[] = [];
  for (let ms = dayMs(from); ms <= dayMs(to); ms += DAY_MS) {
    const h = hijriOf(iso(ms));
    if (h.month === month && h.day === day) found.push(iso(ms));
  }
  return found;
}

export type HijriHoliday = "ramadan" | "eidAlFitr" | "eidAlAdha";
export type HijriHolidayDates = { key: HijriHoliday; start: string; end: string };

/** 1 Ramadan to the day before 1 Shawwal, whatever range it was found in. */
function ramadanFrom(start: string): HijriHolidayDates {
  // 1 Shawwal is 29 or 30 days after 1 Ramadan: looked for right there, never at the edge of a caller's range.
  const [shawwal] = hijriDays(addDays(start, 28), addDays(start, 31), 10, 1);
  return { key: "ramadan", start, end: addDays(shawwal ?? addDays(start, 30), -1) };
}

/**
 * Ramadan (a month long), Eid al-Fitr (1-3 Shawwal) and Eid al-Adha (10-13 Dhu al-Hijja) overlapping the days
 * [from, to] (YYYY-MM-DD, inclusive), by start. A Ramadan already under way on `from` is included whole.
 */
export function hijriHolidaysBetween(from: string, to: string): HijriHolidayDates[] {
  const scanFrom = addDays(from, -31);
  const holidays: HijriHolidayDates[] = [
    ...hijriDays(scanFrom, to, 9, 1).map(ramadanFrom),
    ...hijriDays(scanFrom, to, 10, 1).map((start) => ({ key: "eidAlFitr" as const, start, end: addDays(start, 2) })),
    ...hijriDays(scanFrom, to, 12, 10).map((start) => ({ key: "eidAlAdha" as const, start, end: addDays(start, 3) })),
  ];
  return holidays.filter((h) => h.end >= from && h.start <= to).sort((a, b) => a.start.localeCompare(b.start));
}
