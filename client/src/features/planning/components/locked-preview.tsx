import { PRICES } from "@shared/billing";
import { useTranslation } from "react-i18next";
import { ProLockedPreview } from "@/components/pro/pro-locked-preview";
import { useMoney } from "@/i18n/money";
import { EXAMPLE_DAY, EXAMPLE_EVENTS, EXAMPLE_MONTH, EXAMPLE_PLANS, EXAMPLE_SCORE } from "../utils/example-plan";
import { CaptionScoreView } from "./caption-score-panel";
import { EventDetails } from "./day-panel";
import { MonthCalendar } from "./month-calendar";

// What a free user sees at /plan: the planner on an invented creator's plans, labelled as such, and the way to Pro.

const FEATURES = ["calendar", "captions", "windows", "events", "reminders"] as const;

export function PlanningLockedPreview() {
  const { t } = useTranslation("planning");
  const money = useMoney();
  return (
    <ProLockedPreview
      id="plan"
      title={t("locked.title")}
      intro={t("locked.intro", { price: money.price(PRICES.proMonthly) })}
      features={FEATURES.map((feature) => t(`locked.features.${feature}`))}
      exampleTitle={t("locked.exampleTitle")}
      exampleNote={t("locked.exampleNote")}
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
