import type { PlanStatus } from "@shared/schemas/planning";
import type { TFunction } from "i18next";

// The planner's words that the shared planning schema writes in English (statuses, reminder leads), in the reader's
// language from the "planning" catalogue.

export type PlanningT = TFunction<"planning">;

export const statusLabel = (status: PlanStatus, t: PlanningT) => t(`statuses.${status}`);

/** "1 hour", "90 minutes", "2 days": the largest whole unit, as formatReminderLead says it in English. */
export function reminderLead(minutes: number, t: PlanningT): string {
  if (minutes % 1440 === 0) return t("reminder.days", { count: minutes / 1440 });
  if (minutes % 60 === 0) return t("reminder.hours", { count: minutes / 60 });
  return t("reminder.minutes", { count: minutes });
}
