import type { CalendarEvent, PlannedPost } from "@shared/schemas/planning";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/i18n/use-language";
import { cn } from "@/lib/cn";
import { eventsOn, monthGrid, monthOf } from "../utils/calendar";
import { useCalendarFormat } from "../utils/use-calendar-format";

// The month grid of the planner. On a phone (360 px) a cell shows only the day and coloured dots; the selected day's
// details are listed under the grid (day-panel.tsx), so nothing needs the width of a desktop.

const STATUS_DOT: Record<PlannedPost["status"], string> = {
  idea: "bg-slate-400",
  filming: "bg-amber-500",
  ready: "bg-emerald-500",
  posted: "bg-brand-600",
};

function DayCell({
  day,
  month,
  today,
  isSelected,
  plans,
  events,
  onSelect,
}: {
  day: string;
  month: string;
  today: string;
  isSelected: boolean;
  plans: PlannedPost[];
  events: CalendarEvent[];
  onSelect: (day: string) => void;
}) {
  const { t } = useTranslation("planning");
  const format = useCalendarFormat();
  const eventName = useEventName();
  const isOtherMonth = monthOf(day) !== month;
  const summary = [
    format.day(day),
    format.hijriDay(day),
    ...events.map(eventName),
    plans.length ? t("calendar.planned", { count: plans.length }) : "",
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <button
      type="button"
      onClick={() => onSelect(day)}
      aria-pressed={isSelected}
      aria-label={summary}
      data-day={day}
      className={cn(
        "flex min-h-14 w-full flex-col items-stretch gap-0.5 border-b border-e border-slate-200 p-1 text-start sm:min-h-24",
        isOtherMonth ? "bg-slate-50 text-slate-600" : "bg-white text-slate-900",
        isSelected && "ring-2 ring-inset ring-brand-600",
      )}
    >
      <span
        className={cn(
          "grid h-6 w-6 place-items-center rounded-full text-xs font-semibold tabular-nums",
          day === today && "bg-brand-600 text-white",
        )}
      >
        {format.dayOfMonth(day)}
      </span>
      {/* Wide screens: names; phones: dots. */}
      <span className="hidden space-y-0.5 sm:block">
        {events.slice(0, 2).map((event) => (
          <span key={event.id} className="block truncate rounded bg-violet-100 px-1 text-[11px] text-violet-900">
            {eventName(event)}
          </span>
        ))}
        {plans.slice(0, 2).map((plan) => (
          <span key={plan.id} className="flex items-center gap-1 truncate text-[11px] text-slate-700">
            <span className={cn("h-1.5 w-1.5 shrink-0 rounded-full", STATUS_DOT[plan.status])} />
            <span dir="ltr">{plan.time}</span>{" "}
            <span dir="auto" className="truncate">
              {plan.caption || t("calendar.noCaption")}
            </span>
          </span>
        ))}
        {plans.length + events.length > 4 ? (
          <span className="block text-[11px] text-slate-600">{t("calendar.more")}</span>
        ) : null}
      </span>
      <span className="flex flex-wrap gap-0.5 sm:hidden" aria-hidden="true">
        {events.length ? <span className="h-1.5 w-1.5 rounded-full bg-violet-500" /> : null}
        {plans.map((plan) => (
          <span key={plan.id} className={cn("h-1.5 w-1.5 rounded-full", STATUS_DOT[plan.status])} />
        ))}
      </span>
    </button>
  );
}

/** An event's name in the reader's language: the calendar has an Arabic name for each. */
export function useEventName(): (event: CalendarEvent) => string {
  const language = useLanguage();
  return (event) => (language === "ar" && event.nameAr ? event.nameAr : event.name);
}

export function MonthCalendar({
  month,
  today,
  selectedDay,
  plans,
  events,
  onSelect,
}: {
  month: string;
  today: string;
  selectedDay: string;
  plans: readonly PlannedPost[];
  events: readonly CalendarEvent[];
  onSelect: (day: string) => void;
}) {
  const { t } = useTranslation("planning");
  const format = useCalendarFormat();
  const weeks = monthGrid(month);
  return (
    // The week runs in the reading direction: Sunday on the right in Arabic, as in Saudi calendars.
    <div
      className="overflow-hidden rounded-2xl border-s border-t border-slate-200 shadow-sm"
      role="grid"
      aria-label={t("calendar.month")}
    >
      <div role="row" className="grid grid-cols-7 bg-slate-100">
        {format.weekdays.map((name, index) => (
          <span
            key={name}
            role="columnheader"
            aria-label={name}
            className="truncate border-b border-e border-slate-200 px-1 py-1 text-center text-xs font-semibold text-slate-700"
          >
            {format.weekdaysNarrow ? (
              <>
                <span aria-hidden="true" className="sm:hidden">
                  {format.weekdaysNarrow[index]}
                </span>
                <span aria-hidden="true" className="hidden sm:inline">
                  {name}
                </span>
              </>
            ) : (
              name
            )}
          </span>
        ))}
      </div>
      {weeks.map((week) => (
        <div role="row" key={week[0]} className="grid grid-cols-7">
          {week.map((day) => (
            <div role="gridcell" key={day}>
              <DayCell
                day={day}
                month={month}
                today={today}
                isSelected={day === selectedDay}
                plans={plans.filter((plan) => plan.date === day)}
                events={eventsOn(events, day)}
                onSelect={onSelect}
              />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
