import type { CalendarEvent, PlannedPost, PostingWindows } from "@shared/schemas/planning";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useLanguage } from "@/i18n/use-language";
import { eventsOn, windowsOn } from "../utils/calendar";
import { useCalendarFormat } from "../utils/use-calendar-format";
import { PlanCard } from "./plan-list";

// The selected day: its events with angles and tags, the best posting windows, and its plans.

export function EventDetails({ event }: { event: CalendarEvent }) {
  const { t } = useTranslation("planning");
  const language = useLanguage();
  const format = useCalendarFormat();
  const isArabic = language === "ar";
  const dates =
    event.start === event.end
      ? format.day(event.start)
      : t("events.range", { from: format.day(event.start), to: format.day(event.end) });
  return (
    <li className="rounded-xl border border-violet-200 bg-violet-50 p-3">
      {/* Both names, the reader's language first. */}
      <p className="font-semibold text-violet-950">
        {language === "ar" ? (
          <>
            {event.nameAr} <span lang="en">· {event.name}</span>
          </>
        ) : (
          <>
            {event.name} <span lang="ar">· {event.nameAr}</span>
          </>
        )}
      </p>
      <p className="text-xs text-violet-900">
        {dates} <span className="text-violet-800">({format.hijriDay(event.start)})</span>
        {event.approximate ? ` ${t("events.approximate")}` : ""}
      </p>
      {/* The calendar keeps its angles and source in both languages (an older answer has English only). */}
      <ul className="mt-1 list-disc ps-5 text-sm text-slate-800">
        {(isArabic && event.anglesAr ? event.anglesAr : event.angles).map((angle) => (
          <li key={angle} dir="auto">
            {angle}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm text-slate-800" dir="auto">
        {event.tags.join(" ")}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {t("events.source", { source: isArabic && event.sourceAr ? event.sourceAr : event.source })}
      </p>
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
  const { t } = useTranslation("planning");
  const isArabic = useLanguage() === "ar";
  const { isRamadan, windows: list } = windowsOn(windows, events, day);
  const region = isArabic && windows.regionNameAr ? windows.regionNameAr : windows.regionName;
  return (
    <section aria-label={t("windows.title")} className="rounded-xl border border-slate-200 bg-white p-3">
      <h3 className="text-sm font-semibold text-slate-900">
        {t("windows.heading", { region, zone: windows.timeZone, offset: windows.utcOffset })}
        {isRamadan ? ` · ${t("windows.ramadan")}` : ""}
      </h3>
      {list.length === 0 ? (
        <p className="text-sm text-slate-600">{t("windows.none")}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm">
          {list.map((window) => (
            <li key={`${window.start}-${window.end}`}>
              <span dir="ltr" className="font-semibold tabular-nums">
                {window.start}–{window.end}
              </span>{" "}
              <span className={window.strength === "peak" ? "text-emerald-800" : "text-slate-700"}>
                ({t(`windows.strengths.${window.strength}`, { defaultValue: window.strength })})
              </span>{" "}
              <span dir="auto" className="text-slate-700">
                {isArabic && window.whyAr ? window.whyAr : window.why}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-xs text-slate-600">
        {t("windows.asOf", { date: windows.asOf })}{" "}
        <span dir="auto">{isArabic && windows.basisAr ? windows.basisAr : windows.basis}</span>
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
  const { t } = useTranslation("planning");
  const format = useCalendarFormat();
  const dayEvents = eventsOn(events, day);
  const dayPlans = plans.filter((plan) => plan.date === day);
  return (
    <section aria-labelledby="day-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* The Hijri date beside the Gregorian one. */}
        <h2 id="day-heading" className="text-lg font-bold text-slate-900">
          {format.day(day)} <span className="text-sm font-medium text-slate-600">· {format.hijriDay(day)}</span>
        </h2>
        <Button size="sm" onClick={() => onAdd(day)}>
          {t("day.planOnDay")}
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
        <p className="text-sm text-slate-600">{t("day.nothing")}</p>
      )}
    </section>
  );
}
