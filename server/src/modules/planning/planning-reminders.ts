import { PLAN_STATUS_LABELS, type PlanStatus } from "@shared/schemas/planning";
import { zonedParts } from "@shared/planning-time";
import type { Db } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import { planReminderMail } from "../../mail/templates";
import { createPlanningRepository } from "./planning.repository";

// E-mail reminders before a planned post (issue #11). The job is the row itself (planned_posts), so it survives a
// restart: a reminder that fell due while no process ran is claimed by the first run after the start. Each
// run claims due rows with one UPDATE ... FOR UPDATE SKIP LOCKED that sets reminder_sent_at, so any number of
// processes may run it and each reminder is claimed once. The mail goes out after the claim. When the mail
// server refuses it (nothing was sent), the claim is given back for another try after a back-off of 1, 2, 4,
// 8 minutes, at most REMINDER_MAX_ATTEMPTS tries; a process that dies between the claim and the send loses that
// reminder rather than risk sending it twice (docs/decisions/011-plan-reminders-at-most-once.md).

export const REMINDER_INTERVAL_MS = 30_000;
const BATCH = 20;
/** A reminder whose post time is more than this past (the server was down for long) is no longer useful. */
export const REMINDER_STALE_AFTER_MS = 6 * 60 * 60 * 1000;
export const REMINDER_MAX_ATTEMPTS = 5;
const retryDelayMs = (attempts: number) => 2 ** (attempts - 1) * 60_000;

export type ReminderWorker = {
  /** Claims and sends every due reminder; resolves with how many mails were sent. */
  runOnce(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
};

export function createReminderWorker(deps: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  appUrl: string;
}): ReminderWorker {
  const repo = createPlanningRepository(deps.db);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function sendBatch(): Promise<number> {
    const claimedAt = deps.clock.now();
    const claimed = await repo.claimDueReminders(claimedAt, BATCH, {
      staleAfterMs: REMINDER_STALE_AFTER_MS,
      maxAttempts: REMINDER_MAX_ATTEMPTS,
    });
    let sent = 0;
    for (const row of claimed) {
      const local = zonedParts(new Date(row.planned_at), row.time_zone);
      const mail = planReminderMail(row.email, row.username, {
        caption: row.caption,
        when: `${local.date} ${local.time} (${row.time_zone})`,
        status: PLAN_STATUS_LABELS[row.status as PlanStatus] ?? row.status,
        link: `${deps.appUrl}/plan`,
      });
      try {
        await deps.mailer.send(mail);
        sent += 1;
      } catch (error) {
        const retry = row.attempts < REMINDER_MAX_ATTEMPTS;
        deps.logger.error(
          { err: error, plannedPostId: row.id, attempts: row.attempts },
          retry ? "plan reminder e-mail refused, will retry" : "plan reminder e-mail refused, giving up",
        );
        if (retry) {
          await repo.releaseReminder(row.id, claimedAt, new Date(claimedAt.getTime() + retryDelayMs(row.attempts)));
        }
      }
    }
    return claimed.length === BATCH ? sent + (await sendBatch()) : sent;
  }

  async function runOnce(): Promise<number> {
    // One run at a time per process; other processes are kept apart by the row locks.
    if (running) return running;
    running = sendBatch().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    runOnce,
    start(intervalMs = REMINDER_INTERVAL_MS) {
      if (timer) return;
      const tick = () => {
        runOnce().catch((error) => deps.logger.error({ err: error }, "plan reminder run failed"));
      };
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => 0);
    },
  };
}
