import { formatReminderLead, PLAN_STATUS_LABELS, type PlannedPost } from "@shared/schemas/planning";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDay } from "../utils/calendar";

// The list view of the planner: upcoming plans by day, in the plan's own time zone.

const reminderText = (plan: PlannedPost) =>
  plan.remindMinutesBefore === null
    ? null
    : plan.reminderSentAt
      ? "Reminder sent"
      : `Reminder ${formatReminderLead(plan.remindMinutesBefore)} before`;

export function PlanCard({ plan, onEdit }: { plan: PlannedPost; onEdit: (plan: PlannedPost) => void }) {
  const reminder = reminderText(plan);
  return (
    <li className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="min-w-0">
        <p className="text-sm font-semibold tabular-nums text-slate-900">
          {plan.time} <span className="font-normal text-slate-600">({plan.timeZone})</span>{" "}
          <Badge>{PLAN_STATUS_LABELS[plan.status]}</Badge>
        </p>
        <p className="mt-1 break-words text-sm text-slate-800" dir="auto">
          {plan.caption || "(no caption yet)"}
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
        aria-label={`Edit the post planned ${plan.date} ${plan.time}`}
      >
        Edit
      </Button>
    </li>
  );
}

export function PlanList({ plans, onEdit }: { plans: readonly PlannedPost[]; onEdit: (plan: PlannedPost) => void }) {
  if (plans.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
        No posts planned yet. Pick a day on the calendar or use “Plan a post”.
      </p>
    );
  const days = [...new Set(plans.map((plan) => plan.date))];
  return (
    <div className="space-y-4" aria-label="Planned posts">
      {days.map((day) => (
        <section key={day} aria-label={formatDay(day)}>
          <h3 className="mb-2 text-sm font-bold text-slate-700">{formatDay(day)}</h3>
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
