import type { CalendarEvent } from "@shared/schemas/planning";
import { BACK_TO_SCHOOL_STARTS, EVENT_INFO, type EventKey } from "./event-catalog";

// The dates of the planning calendar's events (issue #11), computed for any range: Hijri events from the
// Umm al-Qura calendar through Intl (Node's ICU ships `islamic-umalqura`), the rest by fixed rules or a list.

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

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

/** The last Friday of November of a year (White Friday). */
export function lastFridayOfNovember(year: number): string {
  const lastDay = Date.UTC(year, 10, 30);
  const back = (new Date(lastDay).getUTCDay() - 5 + 7) % 7;
  return iso(lastDay - back * DAY_MS);
}

function event(key: EventKey, start: string, end: string, approximate = false): CalendarEvent {
  return { id: `${key}-${start}`, ...EVENT_INFO[key], start, end, approximate };
}

const addDays = (date: string, days: number) => iso(dayMs(date) + days * DAY_MS);

/** The Hijri events overlapping [from, to]: Ramadan (a month long), Eid al-Fitr and Eid al-Adha. */
function hijriEvents(from: string, to: string): CalendarEvent[] {
  // Look back far enough to find the start of a Ramadan that is already under way on `from`, and ahead for the
  // Shawwal that ends the last one.
  const scanFrom = addDays(from, -31);
  const scanTo = addDays(to, 31);
  const events: CalendarEvent[] = [];
  const shawwal = hijriDays(scanFrom, scanTo, 10, 1);
  for (const start of hijriDays(scanFrom, scanTo, 9, 1)) {
    const next = shawwal.find((day) => day > start);
    events.push(event("ramadan", start, next ? addDays(next, -1) : addDays(start, 29), !next));
  }
  for (const start of shawwal) events.push(event("eidAlFitr", start, addDays(start, 2)));
  for (const start of hijriDays(scanFrom, scanTo, 12, 10)) events.push(event("eidAlAdha", start, addDays(start, 3)));
  return events;
}

function yearlyEvents(from: string, to: string): CalendarEvent[] {
  const events: CalendarEvent[] = [];
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  for (let year = first; year <= last; year += 1) {
    events.push(event("newYear", `${year}-01-01`, `${year}-01-01`));
    events.push(event("foundingDay", `${year}-02-22`, `${year}-02-22`));
    events.push(event("nationalDay", `${year}-09-23`, `${year}-09-23`));
    const friday = lastFridayOfNovember(year);
    events.push(event("whiteFriday", friday, friday));
  }
  for (const start of BACK_TO_SCHOOL_STARTS) events.push(event("backToSchool", start, start, true));
  return events;
}

/** The events overlapping the days [from, to] (YYYY-MM-DD, inclusive), by start date. */
export function eventsBetween(from: string, to: string): CalendarEvent[] {
  return [...hijriEvents(from, to), ...yearlyEvents(from, to)]
    .filter((e) => e.end >= from && e.start <= to)
    .sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id));
}
