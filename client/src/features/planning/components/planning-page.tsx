import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import type { PlannedPost } from "@shared/schemas/planning";
import type { PublicUser } from "@shared/schemas/user";
import { BackLink } from "@/components/layout/back-link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useEvents, usePostingWindows } from "../api/get-calendar-data";
import { usePlans } from "../api/get-plans";
import { addDays, monthOf, monthRange, shiftMonth, todayIn } from "../utils/calendar";
import { useCalendarFormat } from "../utils/use-calendar-format";
import { DayPanel, EventDetails } from "./day-panel";
import { PlanningLockedPreview } from "./locked-preview";
import { MonthCalendar } from "./month-calendar";
import { PlanDialog, type PlanDialogState, type PostedResults } from "./plan-dialog";
import { PlanList } from "./plan-list";

// /plan: the Pro creator's content planner, or for anyone else an honest locked preview. The view and the month live in
// the address (?view=list, ?month=2027-02), so a reload keeps them.

const containerClass = "mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8";
const VIEWS = ["calendar", "list"] as const;
type View = (typeof VIEWS)[number];
const LIST_DAYS_AHEAD = 365;

function ViewToggle({ value, onChange }: { value: View; onChange: (view: View) => void }) {
  const { t } = useTranslation("planning");
  return (
    <div
      role="group"
      aria-label={t("page.view")}
      className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5"
    >
      {VIEWS.map((view) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={cn(
            "rounded-md px-3 py-1.5 text-sm font-semibold capitalize",
            value === view ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          {t(`page.views.${view}`)}
        </button>
      ))}
    </div>
  );
}

function MonthNavigation({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const { t } = useTranslation("planning");
  const format = useCalendarFormat();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="secondary"
        aria-label={t("page.previousMonth")}
        onClick={() => onChange(shiftMonth(month, -1))}
      >
        <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
      </Button>
      <div className="min-w-36 text-center" aria-live="polite">
        <h2 className="text-lg font-bold text-slate-900">{format.month(month)}</h2>
        {/* The Hijri months this Gregorian month spans, beside it. */}
        <p className="text-xs text-slate-600">{format.hijriMonth(month)}</p>
      </div>
      <Button
        size="sm"
        variant="secondary"
        aria-label={t("page.nextMonth")}
        onClick={() => onChange(shiftMonth(month, 1))}
      >
        <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
      </Button>
      <label className="sr-only" htmlFor="plan-month">
        {t("page.goToMonth")}
      </label>
      <Input
        id="plan-month"
        type="month"
        value={month}
        onChange={(event) => event.target.value && onChange(event.target.value)}
        className="h-9 w-40"
      />
    </div>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation("planning");
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">{t("page.loadFailed")}</p>
      <p className="mt-1 text-sm">{error instanceof ApiError ? error.serverMessage : t("checkConnection")}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t("tryAgain")}
      </Button>
    </div>
  );
}

function Planner({ postedResults }: { postedResults?: PostedResults }) {
  const { t } = useTranslation("planning");
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayIn();
  const view: View = searchParams.get("view") === "list" ? "list" : "calendar";
  const askedMonth = searchParams.get("month") ?? "";
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(askedMonth) ? askedMonth : monthOf(today);
  // The day panel shows the selected day when it is in the month on screen, else the month's first day (today
  // in the current month): /plan?month=2027-02 opens on 1 February, not on a day of another month.
  const [picked, setSelectedDay] = useState<string | null>(null);
  const selectedDay = picked && monthOf(picked) === month ? picked : month === monthOf(today) ? today : `${month}-01`;
  const [dialog, setDialog] = useState<PlanDialogState>(null);

  const range = view === "list" ? { from: today, to: addDays(today, LIST_DAYS_AHEAD) } : monthRange(month);
  const plans = usePlans(range);
  const events = useEvents(range);
  const windows = usePostingWindows();
  const setParams = (next: { view?: View; month?: string }) => {
    const params: Record<string, string> = {};
    const nextView = next.view ?? view;
    const nextMonth = next.month ?? month;
    if (nextView === "list") params.view = "list";
    if (nextMonth !== monthOf(today)) params.month = nextMonth;
    setSearchParams(params, { replace: true });
  };
  const changeMonth = (next: string) => {
    setParams({ month: next });
    setSelectedDay(null);
  };

  const error = plans.error ?? events.error;
  if (error instanceof ApiError && error.status === 402) return <PlanningLockedPreview />;
  const planList: readonly PlannedPost[] = plans.data?.plans ?? [];
  const eventList = events.data?.events ?? [];

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ViewToggle value={view} onChange={(next) => setParams({ view: next })} />
        <Button onClick={() => setDialog({ date: view === "calendar" ? selectedDay : today })}>
          {t("page.planPost")}
        </Button>
      </div>
      {error ? (
        <LoadError error={error} onRetry={() => void Promise.all([plans.refetch(), events.refetch()])} />
      ) : !plans.data || !events.data ? (
        <p role="status" className="text-slate-600">
          {t("page.loading")}
        </p>
      ) : view === "calendar" ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="space-y-3" aria-busy={plans.isPlaceholderData || undefined}>
            <MonthNavigation month={month} onChange={changeMonth} />
            <MonthCalendar
              month={month}
              today={today}
              selectedDay={selectedDay}
              plans={planList}
              events={eventList}
              onSelect={setSelectedDay}
            />
          </div>
          <DayPanel
            day={selectedDay}
            plans={planList}
            events={eventList}
            windows={windows.data}
            onAdd={(date) => setDialog({ date })}
            onEdit={(plan) => setDialog({ plan })}
          />
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby="list-heading" className="space-y-3">
            <h2 id="list-heading" className="text-lg font-bold text-slate-900">
              {t("page.upcoming")}
            </h2>
            <PlanList plans={planList} onEdit={(plan) => setDialog({ plan })} />
          </section>
          <section aria-labelledby="events-heading" className="space-y-3">
            <h2 id="events-heading" className="text-lg font-bold text-slate-900">
              {t("page.events")}
            </h2>
            <ul className="space-y-2">
              {eventList.slice(0, 12).map((event) => (
                <EventDetails key={event.id} event={event} />
              ))}
            </ul>
          </section>
        </div>
      )}
      <PlanDialog state={dialog} postedResults={postedResults} onClose={() => setDialog(null)} />
    </>
  );
}

export function PlanningPage({ user, postedResults }: { user: PublicUser; postedResults?: PostedResults }) {
  const { t } = useTranslation("planning");
  return (
    <div className={containerClass}>
      <div className="space-y-2">
        <BackLink to={paths.dashboard.href()} label={t("page.back")} />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("page.title")}</h1>
        <p className="text-slate-600">{t("page.lead")}</p>
      </div>
      {user.isPremium ? <Planner postedResults={postedResults} /> : <PlanningLockedPreview />}
    </div>
  );
}
