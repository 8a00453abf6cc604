import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { analysisLeases } from "../../db/schema";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";
import type { AnalysisLeases } from "./analysis-leases";

// A fair line for the scoring engine, kept in PostgreSQL so that every app process on one machine shares it.
// The engine is CPU-bound: the machine runs `slots` analyses at once (one per core by default) and the others
// wait their turn in order, whichever process received them. An entry is the analysis's lease row
// (analysis_leases, see the schema for why): queued_at when it joins, started_at when its turn comes.
//
// - Slots belong to a machine: a lease's holder starts with its host name (newHolderId), so two machines sharing
//   one database each have their own slots and their own line.
// - Order: by queued_at, Pro placed as if it had come PRIORITY_HEAD_START_SECONDS earlier, ties by user id. The
//   head start is bounded so that a free creator is never overtaken by a Pro who came more than 15 s later.
// - A lease that expired (its process died) holds neither a slot nor a place in line; the gate deleting a lease
//   (the answer went out, or the client left) takes its entry out of line at once.
// - Turns are claimed under an advisory transaction lock per machine, so counting the running entries and
//   starting one is exact however many processes claim at once. Waiters poll every POLL_MS (with jitter), and a
//   turn given back in this process wakes this process's waiters at once.

/** The first key of the advisory lock per machine (the second is a hash of the host name); 12 is the leases'. */
const QUEUE_LOCK_CLASS = 13;
/** How much earlier than its arrival a Pro entry is placed in line. */
export const PRIORITY_HEAD_START_SECONDS = 15;
/** Waiters ask again every 150-250 ms: short against an analysis of seconds, cheap for the database. */
const POLL_MS = { min: 150, max: 250 };
/** A waiter whose polls fail this long (the database is away) gives up; shorter blips are waited out. */
const POLL_FAILURE_LIMIT_MS = 10_000;

export const LEFT_THE_LINE_MESSAGE = "The analysis lost its place in line; nothing was charged. Please try again.";
const LEFT_THE_LINE_RETRY_SECONDS = 5;

export type QueueEntry = { userId: number; priority: boolean };

export type AnalysisQueue = {
  /** Analyses the engine runs at once on this machine. */
  readonly slots: number;
  /**
   * Runs `run` once this analysis's turn comes, and gives the turn back as soon as it settles. While it waits,
   * `onPosition` hears its place (see `position` below) each time it changes, and 0 when the turn comes after a
   * wait. The user's lease (held by this process) is the entry; a caller that holds none gets one for the turn.
   * Refused with ANALYSIS_FAILED when the entry leaves the line while waiting (the client left, the lease lapsed).
   */
  turn<T>(entry: QueueEntry, onPosition: (position: number) => void, run: () => Promise<T>): Promise<T>;
};

/** The host name in a lease holder (hostname:pid:random); holders made up by tests have no colon. */
export function hostOf(holder: string): string {
  return holder.split(":")[0]!;
}

type Standing = { present: boolean; running: number; ahead: number };

/**
 * "N ahead of you": how many analyses must finish before this one starts, counting both the running ones and the
 * ones before it in line. With `slots` slots, `running` entries running and `ahead` waiting before it, it starts
 * once running + ahead < slots; each analysis that finishes lowers that sum by one (a running one ends, or one
 * ahead starts and leaves the waiting), so that many must finish first. 0: it may start now.
 */
export function position(slots: number, running: number, ahead: number): number {
  return Math.max(0, running + ahead - slots + 1);
}

export function createAnalysisQueue(deps: {
  db: Db;
  leases: Pick<AnalysisLeases, "holder" | "acquire" | "release">;
  slots: number;
  logger?: Pick<Logger, "warn" | "error">;
  /** Between polls; tests shorten it. */
  pollMs?: { min: number; max: number };
}): AnalysisQueue {
  const { db, slots } = deps;
  const holder = deps.leases.holder;
  const host = hostOf(holder);
  const pollMs = deps.pollMs ?? POLL_MS;
  /** Waiters of this process, woken when a turn here is given back. */
  const wakers = new Set<() => void>();

  /** Where the user's entry stands: whether it is in line at all, the running entries and those ahead of it. */
  async function standing(executor: Db | Tx, userId: number): Promise<Standing> {
    const result = await executor.execute(sql`
      with line as (
        select user_id, holder, started_at,
               queued_at - case when priority
                                then ${PRIORITY_HEAD_START_SECONDS}::double precision * interval '1 second'
                                else interval '0 seconds' end as placed_at
        from ${analysisLeases}
        where split_part(holder, ':', 1) = ${host} and queued_at is not null and expires_at > now()
      ),
      me as (select placed_at, user_id from line where user_id = ${userId} and holder = ${holder} and started_at is null)
      select
        (select count(*) from me)::int as present,
        (select count(*) from line where started_at is not null)::int as running,
        (select count(*) from line, me
          where line.started_at is null and (line.placed_at, line.user_id) < (me.placed_at, me.user_id))::int as ahead`);
    const [row] = (result as unknown as { rows: Array<{ present: number; running: number; ahead: number }> }).rows;
    return { present: Number(row?.present) > 0, running: Number(row?.running), ahead: Number(row?.ahead) };
  }

  type Claim = { kind: "started" } | { kind: "waiting"; position: number } | { kind: "gone" };

  /** Starts the entry if its turn has come. A read without the lock first: most polls only learn the place. */
  async function claim(userId: number): Promise<Claim> {
    const seen = await standing(db, userId);
    if (!seen.present) return { kind: "gone" };
    if (position(slots, seen.running, seen.ahead) > 0) {
      return { kind: "waiting", position: position(slots, seen.running, seen.ahead) };
    }
    return db.transaction(async (tx): Promise<Claim> => {
      // One claim per machine at a time: the count of running entries cannot change between reading and starting.
      await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_LOCK_CLASS}, hashtext(${host}))`);
      const now = await standing(tx, userId);
      if (!now.present) return { kind: "gone" };
      const place = position(slots, now.running, now.ahead);
      if (place > 0) return { kind: "waiting", position: place };
      await tx.execute(sql`
        update ${analysisLeases} set started_at = now()
        where user_id = ${userId} and holder = ${holder} and expires_at > now()`);
      return { kind: "started" };
    });
  }

  /** Puts the user's lease in line; false when this process holds no live lease of the user. */
  async function join(entry: QueueEntry): Promise<boolean> {
    const result = await db.execute(sql`
      update ${analysisLeases}
      set queued_at = clock_timestamp(), started_at = null, priority = ${entry.priority}
      where user_id = ${entry.userId} and holder = ${holder} and expires_at > now()
      returning user_id`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  }

  /** Takes the entry out of line, giving its slot back, and wakes this process's waiters. Never throws. */
  async function leave(userId: number): Promise<void> {
    try {
      await db.execute(sql`
        update ${analysisLeases} set queued_at = null, started_at = null, priority = false
        where user_id = ${userId} and holder = ${holder}`);
    } catch (error) {
      // The lease is deleted with the answer anyway, or expires: the slot comes back then.
      deps.logger?.error({ err: error, userId }, "giving back an analysis turn failed");
    }
    for (const wake of [...wakers]) wake();
  }

  function pause(): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, pollMs.min + Math.random() * (pollMs.max - pollMs.min));
      wakers.add(wake);
    });
  }

  async function waitForTurn(userId: number, onPosition: (position: number) => void): Promise<void> {
    let published: number | null = null;
    let failingSince: number | null = null;
    for (;;) {
      let outcome: Claim;
      try {
        outcome = await claim(userId);
        failingSince = null;
      } catch (error) {
        if (failingSince === null) {
          failingSince = Date.now();
          deps.logger?.warn({ err: error, userId }, "polling the analysis line failed; trying again");
        }
        if (Date.now() - failingSince > POLL_FAILURE_LIMIT_MS) throw error;
        await pause();
        continue;
      }
      if (outcome.kind === "started") {
        if (published !== null) onPosition(0);
        return;
      }
      if (outcome.kind === "gone") {
        // The gate deleted the lease (the client left) or it lapsed: either way no one holds this place any more.
        throw new AppError("ANALYSIS_FAILED", LEFT_THE_LINE_MESSAGE, {
          extra: { retryAfterSeconds: LEFT_THE_LINE_RETRY_SECONDS },
        });
      }
      if (outcome.position !== published) {
        published = outcome.position;
        onPosition(outcome.position);
      }
      await pause();
    }
  }

  return {
    slots,

    async turn(entry, onPosition, run) {
      let ownLease = false;
      if (!(await join(entry))) {
        // A caller outside the upload route (the gate takes the lease there): the same rules as an upload.
        const outcome = await deps.leases.acquire(entry.userId);
        if (outcome === "user-busy") {
          throw new AppError("RATE_LIMITED", "You already have an analysis running. Please wait for it to finish.");
        }
        if (outcome === "server-busy") {
          throw new AppError("BUSY", "We're analysing a lot of content right now. Please try again in a minute.");
        }
        ownLease = true;
        await join(entry);
      }
      try {
        await waitForTurn(entry.userId, onPosition);
        return await run();
      } finally {
        await leave(entry.userId);
        if (ownLease) {
          await deps.leases
            .release(entry.userId)
            .catch((error: unknown) =>
              deps.logger?.error({ err: error, userId: entry.userId }, "releasing an analysis lease failed"),
            );
        }
      }
    },
  };
}
