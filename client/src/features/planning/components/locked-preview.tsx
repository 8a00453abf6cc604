import { ProLockedPreview } from "@/components/pro/pro-locked-preview";
import { EXAMPLE_DAY, EXAMPLE_EVENTS, EXAMPLE_MONTH, EXAMPLE_PLANS, EXAMPLE_SCORE } from "../utils/example-plan";
import { CaptionScoreView } from "./caption-score-panel";
import { EventDetails } from "./day-panel";
import { MonthCalendar } from "./month-calendar";

// What a free user sees at /plan: the planner on an invented creator's plans, labelled as such, and the way to Pro.

const FEATURES = [
  "A calendar and a list of your upcoming posts: caption, hashtags, date, time and status",
  "Your caption and hashtags scored as you type, before anything is filmed",
  "The best posting windows for Saudi Arabia (GMT+3), with the Ramadan shift",
  "Ramadan, Eid, Founding Day, National Day, White Friday and more, with angles and tags",
  "Optional e-mail reminders before a planned post",
];

export function PlanningLockedPreview() {
  return (
    <ProLockedPreview
      id="plan"
      title="Content planning is part of Pro"
      intro="Pro ($10/month, unlimited analyses) adds a content planner:"
      features={FEATURES}
      exampleTitle="Example: a creator's February 2027"
      exampleNote="These plans belong to an invented creator, not to you."
      inert
    >
      <MonthCalendar
        month={EXAMPLE_MONTH}
        today={EXAMPLE_DAY}
        selectedDay={EXAMPLE_DAY}
        plans={EXAMPLE_PLANS}
        events={EXAMPLE_EVENTS}
        onSelect={() => undefined}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <ul className="space-y-2">
          <EventDetails event={EXAMPLE_EVENTS[0]!} />
        </ul>
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-3">
          <p className="mb-1 text-sm text-slate-700" dir="auto">
            “{EXAMPLE_PLANS[1]!.caption}”
          </p>
          <CaptionScoreView result={EXAMPLE_SCORE} />
        </div>
      </div>
    </ProLockedPreview>
  );
}
