import { randomBytes } from "node:crypto";
import os from "node:os";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { analysisLeases } from "../../db/schema";
import type { Logger } from "../../logger";

// One analysis in flight per user, and at most `capacity` per app process, across any number of processes
// (docs/decisions/013-shared-state-in-postgres.md): a lease is a row of analysis_leases. The user id is its primary
// key, so a second analysis of the same user is refused whichever process it reaches. The holding process renews its
// leases while it works; the lease of a process that died expires after ttlMs and is then taken over.

export type AcquireOutcome = "acquired" | "user-busy" | "server-busy";

export type AnalysisLeases = {
  /** This process's id in the lease rows. */
  readonly holder: string;
  acquire(userId: number): Promise<AcquireOutcome>;
  /** Deletes this process's lease of the user (a lease another process took over is left alone). */
  release(userId: number): Promise<void>;
  /** Extends this process's leases (run by a timer every ttl/3 while any is held). */
  renew(): Promise<void>;
  releaseAll(): Promise<void>;
  /** Stops the renewal timer and deletes this process's leases (shutdown). */
  close(): Promise<void>;
};

export const ANALYSIS_LEASE_TTL_MS = 2 * 60_000;

// The first key of the advisory lock that serialises one holder's acquires: a constant, so no other use of
// advisory locks (the second key is a hash of the holder) can collide with it.
const LEASE_LOCK_CLASS = 12;

/** A unique id per process: hostname, pid and a random part (a pid is reused after a restart). */
export function newHolderId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
}

export function createAnalysisLeases(deps: {
  db: Db;
  holder?: string;
  capacity: number;
  ttlMs?: number;
  logger?: Pick<Logger, "warn" | "error">;
}): AnalysisLeases {
  const { db, capacity } = deps;
  const holder = deps.holder ?? newHolderId();
  const ttlMs = deps.ttlMs ?? ANALYSIS_LEASE_TTL_MS;
  const expiresAt = sql`now() + ${ttlMs}::double precision * interval '1 millisecond'`;
  // The leases this process holds and renews. A release takes the user out first, so a lease whose delete
  // failed (the database was down) is no longer renewed and expires by itself.
  const held = new Set<number>();
  let timer: NodeJS.Timeout | undefined;

  const startRenewing = () => {
    if (timer) return;
    timer = setInterval(
      () => {
        leases.renew().catch((error: unknown) => deps.logger?.warn({ err: error }, "renewing analysis leases failed"));
      },
      Math.max(1, Math.floor(ttlMs / 3)),
    );
    timer.unref();
  };
  const stopRenewingIfIdle = () => {
    if (held.size > 0 || !timer) return;
    clearInterval(timer);
    timer = undefined;
  };

  const leases: AnalysisLeases = {
    holder,

    async acquire(userId) {
      const outcome = await db.transaction(async (tx): Promise<AcquireOutcome> => {
        // One acquire per holder at a time, so counting its leases and adding one is exact. Different holders
        // do not wait for each other; the user's row (the primary key) settles a race between them.
        await tx.execute(sql`select pg_advisory_xact_lock(${LEASE_LOCK_CLASS}, hashtext(${holder}))`);
        // Taken when this holder has room, and the user has no lease or only an expired one (its process died).
        // A lease taken over starts out of the engine's line (analysis-queue.ts): the dead process's place and
        // turn are not inherited.
        const taken = await tx.execute(sql`
          insert into ${analysisLeases} as l (user_id, holder, acquired_at, expires_at)
          select ${userId}, ${holder}, now(), ${expiresAt}
          where (select count(*) from ${analysisLeases}
                 where holder = ${holder} and expires_at > now()) < ${capacity}
          on conflict (user_id) do update
            set holder = excluded.holder, acquired_at = excluded.acquired_at, expires_at = excluded.expires_at,
                queued_at = null, started_at = null, priority = false
            where l.expires_at <= now()
          returning user_id`);
        if ((taken as unknown as { rows: unknown[] }).rows.length > 0) return "acquired";
        const busy = await tx.execute(
          sql`select 1 from ${analysisLeases} where user_id = ${userId} and expires_at > now()`,
        );
        return (busy as unknown as { rows: unknown[] }).rows.length > 0 ? "user-busy" : "server-busy";
      });
      if (outcome === "acquired") {
        held.add(userId);
        startRenewing();
      }
      return outcome;
    },

    async release(userId) {
      held.delete(userId);
      stopRenewingIfIdle();
      await db.delete(analysisLeases).where(and(eq(analysisLeases.userId, userId), eq(analysisLeases.holder, holder)));
    },

    async renew() {
      if (held.size === 0) return;
      await db
        .update(analysisLeases)
        .set({ expiresAt })
        .where(and(eq(analysisLeases.holder, holder), inArray(analysisLeases.userId, [...held])));
    },

    async releaseAll() {
      held.clear();
      stopRenewingIfIdle();
      await db.delete(analysisLeases).where(eq(analysisLeases.holder, holder));
    },

    async close() {
      held.clear();
      stopRenewingIfIdle();
      await leases.releaseAll();
    },
  };
  return leases;
}

/** Deletes leases expired for over an hour (scheduled work); an expired lease blocks nobody before that. */
export async function sweepExpiredAnalysisLeases(db: Db): Promise<number> {
  const deleted = await db
    .delete(analysisLeases)
    .where(sql`${analysisLeases.expiresAt} < now() - interval '1 hour'`)
    .returning({ userId: analysisLeases.userId });
  return deleted.length;
}
