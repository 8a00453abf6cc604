import type { CalendarEvent, PlannedPost, PostingWindows } from "@shared/schemas/planning";
import { Button } from "@/components/ui/button";
import { eventsOn, formatDay, windowsOn } from "../utils/calendar";
import { PlanCard } from "./plan-list";

// The selected day: its events with angles and tags, the best posting windows, and its plans.

export function EventDetails({ event }: { event: CalendarEvent }) {
  const dates = event.start === event.end ? event.start : `${event.start} to ${event.end}`;
  return (
    <li className="rounded-xl border border-violet-200 bg-violet-50 p-3">
      <p className="font-semibold text-violet-950">
        {event.name} <span lang="ar">· {event.nameAr}</span>
      </p>
      <p className="text-xs text-violet-900">
        {dates}
        {event.approximate ? " (approximate)" : ""}
      </p>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
        {event.angles.map((angle) => (
          <li key={angle}>{angle}</li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-slate-800" dir="auto">
        {event.tags.join(" ")}
      </p>
      <p className="mt-1 text-xs text-slate-600">Source: {event.source}</p>
    </li>
  );
}

export function WindowsList({
  windows,
  events,
  day,
}: {
  windows: PostingWindows;
  events: CalendarEvent[];
  day: string;
}) {
  const { isRamadan, windows: list } = windowsOn(windows, events, day);
  return (
    <section aria-label="Best posting windows" className="rounded-xl border border-slate-200 bg-white p-3">
      <h3 className="text-sm font-semibold text-slate-900">
        Best posting windows ({windows.regionName}, {windows.timeZone}, GMT{windows.utcOffset})
        {isRamadan ? " · Ramadan hours" : ""}
      </h3>
      {list.length === 0 ? (
        <p className="text-sm text-slate-600">No particular window for this day.</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {list.map((window) => (
            <li key={`${window.start}-${window.end}`}>
              <span className="font-semibold tabular-nums">
                {window.start}–{window.end}
              </span>{" "}
              <span className={window.strength === "peak" ? "text-emerald-800" : "text-slate-700"}>
                ({window.strength})
              </span>{" "}
              <span className="text-slate-700">{window.why}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-xs text-slate-600">
        As of {windows.asOf}. {windows.basis}
      </p>
    </section>
  );
}

export function DayPanel({
  day,
  plans,
  events,
  windows,
  onAdd,
  onEdit,
}: {
  day: string;
  plans: readonly PlannedPost[];
  events: readonly CalendarEvent[];
  windows: PostingWindows | undefined;
  onAdd: (day: string) => void;
  onEdit: (plan: PlannedPost) => void;
}) {
  const dayEvents = eventsOn(events, day);
  const dayPlans = plans.filter((plan) => plan.date === day);
  return (
    <section aria-labelledby="day-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="day-heading" className="text-lg font-bold text-slate-900">
          {formatDay(day)}
        </h2>
        <Button size="sm" onClick={() => onAdd(day)}>
          Plan a post on this day
        </Button>
      </div>
      {dayEvents.length ? (
        <ul className="space-y-2">
          {dayEvents.map((event) => (
            <EventDetails key={event.id} event={event} />
          ))}
        </ul>
      ) : null}
      {windows ? <WindowsList windows={windows} events={[...events]} day={day} /> : null}
      {dayPlans.length ? (
        <ul className="space-y-2">
          {dayPlans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} onEdit={onEdit} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">Nothing planned on this day yet.</p>
      )}
    </section>
  );
}
