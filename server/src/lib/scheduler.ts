import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { scheduledJobs } from "../db/schema";
import type { Logger } from "../logger";

// Scheduled work that runs once per interval however many app processes run the schedule
// (docs/decisions/013-shared-state-in-postgres.md). Each job is a row of scheduled_jobs; a run is claimed by moving
// next_run_at forward in one UPDATE, which only one process's statement can do per interval (the row is locked by the
// first, and the others then see next_run_at in the future). The database's clock decides.

/** How often a process asks whether a job is due: a job runs at most this late. */
export const SCHEDULER_TICK_MS = 30_000;

export type Scheduler = {
  /** Registers a job; `name` must be unique (it is the row). */
  every(name: string, intervalMs: number, task: () => Promise<unknown>): void;
  /** Starts the timers; each job is asked at once whether it is due, then every min(interval, 30 s). */
  start(): void;
  /** Stops the timers and waits for the tasks running in this process. */
  stop(): Promise<void>;
};

type Job = { name: string; intervalMs: number; task: () => Promise<unknown>; timer?: NodeJS.Timeout };

export function createScheduler(deps: {
  db: Db;
  holder: string;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** The longest wait between two checks of a job (tests shorten it). */
  tickMs?: number;
}): Scheduler {
  const { db, holder, logger } = deps;
  const tickMs = deps.tickMs ?? SCHEDULER_TICK_MS;
  const jobs = new Map<string, Job>();
  // The tasks running in this process, by job: a job still running from the last tick (a slow sweep) is not
  // started again beside itself.
  const running = new Map<string, Promise<void>>();
  let started = false;
  let stopped = false;

  /**
   * True when this process won the job's run for the current interval. One statement: the first claim ever
   * creates the row (and wins), a later one moves next_run_at forward only when it is due. A row deleted under
   * a running process (a restored or cleaned database) is simply created again.
   */
  const claim = async (job: Job): Promise<boolean> => {
    const next = sql`now() + ${job.intervalMs}::double precision * interval '1 millisecond'`;
    const result = await db.execute(sql`insert into ${scheduledJobs} as job
        (name, next_run_at, last_started_at, last_holder, runs)
      values (${job.name}, ${next}, now(), ${holder}, 1)
      on conflict (name) do update
        set next_run_at = excluded.next_run_at, last_started_at = now(), last_holder = excluded.last_holder,
          runs = job.runs + 1
        where job.next_run_at <= now()
      returning name`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  };

  const tick = async (job: Job) => {
    let won: boolean;
    try {
      won = await claim(job);
    } catch (error) {
      // The database is down or restarting: the job is asked again at the next tick.
      logger.warn({ err: error, job: job.name }, "could not claim a scheduled job; trying again at the next tick");
      return;
    }
    if (!won) return;
    try {
      await job.task();
    } catch (error) {
      logger.error({ err: error, job: job.name }, "scheduled job failed");
    }
  };

  const run = (job: Job) => {
    if (stopped || running.has(job.name)) return;
    running.set(
      job.name,
      tick(job).finally(() => running.delete(job.name)),
    );
  };

  return {
    every(name, intervalMs, task) {
      if (jobs.has(name)) throw new Error(`The scheduled job "${name}" is registered twice`);
      if (!(intervalMs > 0)) throw new Error(`The scheduled job "${name}" needs a positive interval`);
      const job: Job = { name, intervalMs, task };
      jobs.set(name, job);
      if (started) schedule(job);
    },
    start() {
      if (started) return;
      started = true;
      for (const job of jobs.values()) schedule(job);
    },
    async stop() {
      stopped = true;
      for (const job of jobs.values()) clearInterval(job.timer);
      await Promise.allSettled([...running.values()]);
    },
  };

  function schedule(job: Job) {
    run(job);
    job.timer = setInterval(() => run(job), Math.min(job.intervalMs, tickMs));
    job.timer.unref();
  }
}
