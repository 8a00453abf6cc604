import type { Clock } from "../lib/clock";
import type { Logger } from "../logger";
import type { Mail, Mailer } from "./mailer";

// The loop every e-mail reminder runs (plan reminders, results reminders): claim up to BATCH due rows (the
// claim is one UPDATE ... FOR UPDATE SKIP LOCKED that marks them sent, so any number of processes may run it
// and each row is claimed once), then mail them. A mail the server refused (nothing was sent) is given back for
// another try after 1, 2, 4, 8 minutes, at most MAX_ATTEMPTS tries; a process that dies between the claim and
// the send loses that reminder rather than risk sending it twice (docs/decisions/011-plan-reminders-at-most-once.md).

export const REMINDER_INTERVAL_MS = 30_000;
export const REMINDER_MAX_ATTEMPTS = 5;
const BATCH = 20;
const retryDelayMs = (attempts: number) => 2 ** (attempts - 1) * 60_000;

export type ReminderWorker = {
  /** Claims and sends every due reminder; resolves with how many mails were sent. */
  runOnce(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
};

/** What a kind of reminder supplies: its claim, its mail and how to give a claim back. */
export type ReminderKind<Row extends { attempts: number }> = {
  /** For the logs: "plan reminder", "results reminder". */
  name: string;
  claim(now: Date, limit: number, maxAttempts: number): Promise<Row[]>;
  mail(row: Row): Mail;
  release(row: Row, claimedAt: Date, retryAt: Date): Promise<void>;
  /** What identifies the row in the logs. */
  logFields(row: Row): Record<string, unknown>;
};

export function createClaimedReminderWorker<Row extends { attempts: number }>(
  kind: ReminderKind<Row>,
  deps: { mailer: Mailer; clock: Clock; logger: Logger },
): ReminderWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function sendBatch(): Promise<number> {
    const claimedAt = deps.clock.now();
    const claimed = await kind.claim(claimedAt, BATCH, REMINDER_MAX_ATTEMPTS);
    let sent = 0;
    for (const row of claimed) {
      try {
        await deps.mailer.send(kind.mail(row));
        sent += 1;
      } catch (error) {
        const retry = row.attempts < REMINDER_MAX_ATTEMPTS;
        deps.logger.error(
          { err: error, ...kind.logFields(row), attempts: row.attempts },
          retry ? `${kind.name} e-mail refused, will retry` : `${kind.name} e-mail refused, giving up`,
        );
        if (retry) await kind.release(row, claimedAt, new Date(claimedAt.getTime() + retryDelayMs(row.attempts)));
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
        runOnce().catch((error) => deps.logger.error({ err: error }, `${kind.name} run failed`));
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
