import type { PlannedPost } from "@shared/schemas/planning";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { reminderLead, statusLabel, type PlanningT } from "../utils/plan-words";
import { useCalendarFormat } from "../utils/use-calendar-format";

// The list view of the planner: upcoming plans by day, in the plan's own time zone.

const reminderText = (plan: PlannedPost, t: PlanningT) =>
  plan.remindMinutesBefore === null
    ? null
    : plan.reminderSentAt
      ? t("list.reminderSent")
      : t("list.reminderBefore", { lead: reminderLead(plan.remindMinutesBefore, t) });

export function PlanCard({ plan, onEdit }: { plan: PlannedPost; onEdit: (plan: PlannedPost) => void }) {
  const { t } = useTranslation("planning");
  const reminder = reminderText(plan, t);
  return (
    <li className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="min-w-0">
        <p className="text-sm font-semibold tabular-nums text-slate-900">
          <span dir="ltr">{plan.time}</span>{" "}
          <span dir="ltr" className="font-normal text-slate-600">
            ({plan.timeZone})
          </span>{" "}
          <Badge>{statusLabel(plan.status, t)}</Badge>
        </p>
        <p className="mt-1 break-words text-sm text-slate-800" dir="auto">
          {plan.caption || t("list.noCaption")}
        </p>
        {plan.hashtags ? (
          <p className="break-words text-sm text-brand-700" dir="auto">
            {plan.hashtags}
          </p>
        ) : null}
        {reminder ? <p className="text-xs text-slate-600">{reminder}</p> : null}
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onEdit(plan)}
        aria-label={t("list.editLabel", { date: plan.date, time: plan.time })}
      >
        {t("list.edit")}
      </Button>
    </li>
  );
}

export function PlanList({ plans, onEdit }: { plans: readonly PlannedPost[]; onEdit: (plan: PlannedPost) => void }) {
  const { t } = useTranslation("planning");
  const format = useCalendarFormat();
  if (plans.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
        {t("list.empty")}
      </p>
    );
  const days = [...new Set(plans.map((plan) => plan.date))];
  return (
    <div className="space-y-4" aria-label={t("list.label")}>
      {days.map((day) => (
        <section key={day} aria-label={format.day(day)}>
          <h3 className="mb-2 text-sm font-bold text-slate-700">
            {format.day(day)} <span className="font-medium text-slate-500">· {format.hijriDay(day)}</span>
          </h3>
          <ul className="space-y-2">
            {plans
              .filter((plan) => plan.date === day)
              .map((plan) => (
                <PlanCard key={plan.id} plan={plan} onEdit={onEdit} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
