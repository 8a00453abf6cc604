import { Lock } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { EXAMPLE_DAY, EXAMPLE_EVENTS, EXAMPLE_MONTH, EXAMPLE_PLANS, EXAMPLE_SCORE } from "../utils/example-plan";
import { CaptionScoreView } from "./caption-score-panel";
import { EventDetails } from "./day-panel";
import { MonthCalendar } from "./month-calendar";

// What a free user sees at /plan (issue #11): the planner on an invented creator's plans, labelled as such, and
// the way to Pro. The server refuses them every planning route (402), so nothing of theirs is hidden here.

const FEATURES = [
  "A calendar and a list of your upcoming posts: caption, hashtags, date, time and status",
  "Your caption and hashtags scored as you type, before anything is filmed",
  "The best posting windows for Saudi Arabia (GMT+3), with the Ramadan shift",
  "Ramadan, Eid, Founding Day, National Day, White Friday and more, with angles and tags",
  "Optional e-mail reminders before a planned post",
];

export function PlanningLockedPreview() {
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="plan-locked-heading"
        className="rounded-2xl border border-amber-200 bg-amber-50 p-5 shadow-sm sm:p-6"
      >
        <div className="flex items-start gap-3">
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-800">
            <Lock className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id="plan-locked-heading" className="text-lg font-bold text-slate-900">
              Content planning is part of Pro
            </h2>
            <p className="mt-1 text-sm text-slate-700">Pro ($10/month, unlimited analyses) adds a content planner:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {FEATURES.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <Button asChild className="mt-4">
              <Link to={paths.subscribe.href()}>Upgrade to Pro</Link>
            </Button>
          </div>
        </div>
      </section>
      <section aria-labelledby="plan-example-heading" className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="plan-example-heading" className="text-lg font-bold text-slate-900">
            Example: a creator&apos;s February 2027
          </h2>
          <span className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
            Example data
          </span>
        </div>
        <p className="text-sm text-slate-600">These plans belong to an invented creator, not to you.</p>
        <div className="pointer-events-none select-none space-y-4 opacity-80" data-testid="plan-example" inert>
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
        </div>
      </section>
    </div>
  );
}
