import type { CalendarEvent } from "@shared/schemas/planning";
import { hijriHolidaysBetween } from "@shared/hijri-calendar";
import { BACK_TO_SCHOOL_STARTS, EVENT_INFO, type EventKey } from "./event-catalog";

// The dates of the planning calendar's events, computed for any range: Hijri events from the Umm al-Qura calendar
// through Intl (Node's ICU ships `islamic-umalqura`), the rest by fixed rules or a list.

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last Friday of November of a year (White Friday). */
export function lastFridayOfNovember(year: number): string {
  const lastDay = Date.UTC(year, 10, 30);
  const back = (new Date(lastDay).getUTCDay() - 5 + 7) % 7;
  return iso(lastDay - back * DAY_MS);
}

function event(key: EventKey, start: string, end: string, approximate = false): CalendarEvent {
  return { id: `${key}-${start}`, ...EVENT_INFO[key], start, end, approximate };
}

/** The Hijri events overlapping [from, to]: Ramadan (a month long), Eid al-Fitr and Eid al-Adha. */
function hijriEvents(from: string, to: string): CalendarEvent[] {
  return hijriHolidaysBetween(from, to).map((holiday) => event(holiday.key, holiday.start, holiday.end));
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
