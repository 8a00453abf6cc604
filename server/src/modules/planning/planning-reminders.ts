import { PLAN_STATUS_LABELS, type PlanStatus } from "@shared/schemas/planning";
import { zonedParts } from "@shared/planning-time";
import type { Db } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { Logger } from "../../logger";
import { createClaimedReminderWorker, type ReminderWorker } from "../../mail/claimed-reminders";
import { mailLanguage } from "../../mail/mail-language";
import type { Mailer } from "../../mail/mailer";
import { planReminderMail } from "../../mail/templates";
import { createPlanningRepository } from "./planning.repository";

// E-mail reminders before a planned post (docs/decisions/011-plan-reminders-at-most-once.md). The job is the row itself
// (planned_posts), so it survives a restart: a reminder that fell due while no process ran is claimed by the first run
// after the start. Each run claims due rows with one UPDATE ... FOR UPDATE SKIP LOCKED that sets reminder_sent_at, so
// any number of processes may run it and each reminder is claimed once. The mail goes out after the claim. When the
// mail server refuses it (nothing was sent), the claim is given back for another try after a back-off of 1, 2, 4, 8
// minutes, at most REMINDER_MAX_ATTEMPTS tries; a process that dies between the claim and the send loses that reminder
// rather than risk sending it twice (docs/decisions/011-plan-reminders-at-most-once.md). The loop is
// mail/claimed-reminders.ts, shared with the results reminders.

export { REMINDER_INTERVAL_MS, REMINDER_MAX_ATTEMPTS, type ReminderWorker } from "../../mail/claimed-reminders";

/** A reminder whose post time is more than this past (the server was down for long) is no longer useful. */
export const REMINDER_STALE_AFTER_MS = 6 * 60 * 60 * 1000;

export function createReminderWorker(deps: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  appUrl: string;
}): ReminderWorker {
  const repo = createPlanningRepository(deps.db);
  return createClaimedReminderWorker(
    {
      name: "plan reminder",
      claim: (now, limit, maxAttempts) =>
        repo.claimDueReminders(now, limit, { staleAfterMs: REMINDER_STALE_AFTER_MS, maxAttempts }),
      mail(row) {
        const local = zonedParts(new Date(row.planned_at), row.time_zone);
        return planReminderMail(
          row.email,
          row.username,
          {
            caption: row.caption,
            when: `${local.date} ${local.time} (${row.time_zone})`,
            status: PLAN_STATUS_LABELS[row.status as PlanStatus] ?? row.status,
            link: `${deps.appUrl}/plan`,
          },
          mailLanguage(row.language),
        );
      },
      release: (row, claimedAt, retryAt) => repo.releaseReminder(row.id, claimedAt, retryAt),
      logFields: (row) => ({ plannedPostId: row.id }),
    },
    deps,
  );
}
