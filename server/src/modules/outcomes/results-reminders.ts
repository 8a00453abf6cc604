import type { Db } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { Logger } from "../../logger";
import { createClaimedReminderWorker, type ReminderWorker } from "../../mail/claimed-reminders";
import { mailLanguage } from "../../mail/mail-language";
import type { Mailer } from "../../mail/mailer";
import { resultsReminderMail } from "../../mail/templates";
import { createOutcomesRepository } from "./outcomes.repository";

// The e-mail 48 hours after a creator marked a post as posted and asked to be reminded: add its results. The
// job is the posted_posts row, claimed like a plan reminder (mail/claimed-reminders.ts): once, by one process,
// and not at all when results were recorded meanwhile.

export function createResultsReminderWorker(deps: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  appUrl: string;
}): ReminderWorker {
  const repo = createOutcomesRepository(deps.db);
  return createClaimedReminderWorker(
    {
      name: "results reminder",
      claim: (now, limit, maxAttempts) => repo.claimDueResultsReminders(now, limit, maxAttempts),
      mail: (row) =>
        resultsReminderMail(
          row.email,
          row.username,
          {
            name: row.caption || row.file_name,
            link: `${deps.appUrl}/analyses/${row.analysis_id}`,
          },
          mailLanguage(row.language),
        ),
      release: (row, claimedAt, retryAt) => repo.releaseResultsReminder(row.analysis_id, claimedAt, retryAt),
      logFields: (row) => ({ analysisId: row.analysis_id }),
    },
    deps,
  );
}
