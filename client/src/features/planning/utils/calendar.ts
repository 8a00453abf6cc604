import { zonedParts } from "@shared/planning-time";
import {
  type CalendarEvent,
  DEFAULT_PLAN_TIME_ZONE,
  type PostingWindow,
  type PostingWindows,
  WEEKDAYS,
} from "@shared/schemas/planning";

// The month grid and the day's details of the planner, on plain YYYY-MM-DD strings: the days are the plan's wall-clock
// days (Asia/Riyadh by default), so no browser time zone gets in the way.

const DAY_MS = 86_400_000;
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
const iso = (value: number) => new Date(value).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => iso(ms(day) + days * DAY_MS);

/** Today in the zone (the creator's planning zone, Riyadh by default). */
export function todayIn(timeZone: string = DEFAULT_PLAN_TIME_ZONE, now = new Date()): string {
  return zonedParts(now, timeZone).date;
}

/** "2027-02" of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(`${shiftMonth(month, 1)}-01`, -1) };
}

/** The weeks of a month's grid, Sunday first (the Saudi week), padded with the neighbouring months' days. */
export function monthGrid(month: string): string[][] {
  const { from, to } = monthRange(month);
  const start = addDays(from, -new Date(ms(from)).getUTCDay());
  const weeks: string[][] = [];
  for (let day = start; day <= to || weeks.at(-1)?.length !== 7; day = addDays(day, 1)) {
    if (!weeks.length || weeks.at(-1)!.length === 7) weeks.push([]);
    weeks.at(-1)!.push(day);
  }
  return weeks;
}

export const weekdayOf = (day: string) => WEEKDAYS[new Date(ms(day)).getUTCDay()]!;

export const eventsOn = (events: readonly CalendarEvent[], day: string) =>
  events.filter((event) => event.start <= day && event.end >= day);

/** The posting windows of a day: Ramadan's when the day is in Ramadan, else the weekly ones for its weekday. */
export function windowsOn(
  windows: PostingWindows,
  events: readonly CalendarEvent[],
  day: string,
): { isRamadan: boolean; windows: PostingWindow[] } {
  const isRamadan = eventsOn(events, day).some((event) => event.id.startsWith("ramadan"));
  const weekday = weekdayOf(day);
  const list = isRamadan ? windows.ramadan : windows.weekly;
  return { isRamadan, windows: list.filter((window) => window.days.includes(weekday)) };
}

/**
 * The planner's dates in the reader's language and digits: "Monday, 8 February 2027" (British order in English, as
 * before), the month's title, the weekday headers (Sunday first) and the Umm al-Qura Hijri date shown beside the
 * Gregorian one (Saudi creators plan Ramadan and Eid by it).
 */
export function calendarFormat(tag: string, hijri: (value: Date) => string) {
  const english = tag.startsWith("en");
  const dayTag = english ? "en-GB" : tag;
  const longDate = new Intl.DateTimeFormat(dayTag, {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  const monthTitle = new Intl.DateTimeFormat(dayTag, { timeZone: "UTC", month: "long", year: "numeric" });
  const weekday = new Intl.DateTimeFormat(english ? "en-US" : tag, { timeZone: "UTC", weekday: "short" });
  const weekdayNarrow = new Intl.DateTimeFormat(tag, { timeZone: "UTC", weekday: "narrow" });
  const dayNumber = new Intl.NumberFormat(tag);
  const hijriMonth = new Intl.DateTimeFormat(
    english ? "en-US-u-ca-islamic-umalqura" : tag.replace("ca-gregory", "ca-islamic-umalqura"),
    { month: "long", year: "numeric" },
  );
  // Noon UTC: the same calendar day in every time zone the Hijri formatter may run in.
  const noon = (day: string) => new Date(`${day}T12:00:00Z`);
  return {
    day: (day: string) => longDate.format(new Date(ms(day))),
    month: (month: string) => monthTitle.format(new Date(ms(`${month}-01`))),
    /** "Sun" … "Sat" (Saudi weeks start on Sunday): 2027-01-31 was a Sunday. */
    weekdays: Array.from({ length: 7 }, (_, index) => weekday.format(new Date(ms(addDays("2027-01-31", index))))),
    /** Arabic's one-letter weekdays ("ح", "ن"…) for a phone's narrow columns; null in English, whose short names fit. */
    weekdaysNarrow: english
      ? null
      : Array.from({ length: 7 }, (_, index) => weekdayNarrow.format(new Date(ms(addDays("2027-01-31", index))))),
    dayOfMonth: (day: string) => dayNumber.format(Number(day.slice(8))),
    hijriDay: (day: string) => hijri(noon(day)),
    /** The Hijri months a Gregorian month spans: "Shaʻban – Ramadan 1448 AH", "شعبان – رمضان 1448 هـ". */
    hijriMonth: (month: string) => {
      const { from, to } = monthRange(month);
      const first = hijriMonth.format(noon(from));
      const last = hijriMonth.format(noon(to));
      if (first === last) return last;
      const name = hijriMonth.formatToParts(noon(from)).find((part) => part.type === "month")?.value ?? first;
      return `${name} – ${last}`;
    },
  };
}

export type CalendarFormat = ReturnType<typeof calendarFormat>;
