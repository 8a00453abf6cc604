import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { ClientRateLimitInfo, Store } from "express-rate-limit";
import type { Db } from "../db/client";
import { rateLimitCounters } from "../db/schema";

// express-rate-limit's store on the rate_limit_counters table (docs/decisions/013-shared-state-in-postgres.md): every
// app process counts in the same row, so a limit holds however many processes serve the requests. A fixed window per
// row that starts at its first hit and is measured by the database's clock, so processes whose clocks differ still
// agree.

type CounterRow = { hits: number; reset_ms: number };

async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  // Both drivers answer { rows }; the generic Db type cannot say so.
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/**
 * The row's key: the limiter's prefix and a digest of the client's key, so the table never holds an e-mail address or
 * an IP in clear (a deleted account leaves nothing readable behind in it).
 */
export function counterKey(prefix: string, key: string): string {
  return prefix + createHash("sha256").update(key).digest("base64url");
}

function info(row: CounterRow): ClientRateLimitInfo {
  return { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_ms)) };
}

/**
 * A store for one limiter. `prefix` must be unique per limiter (it names the limit, its scope and its window):
 * two limiters sharing rows would count each request twice. Database errors are thrown to the limiter, which
 * passes them to the error handler (passOnStoreError stays false): a limit that silently stops counting
 * while the database is down would be an open door.
 */
export function createRateLimitStore(options: { db: Db; prefix: string; windowMs: number }): Store {
  const { db, prefix, windowMs } = options;
  const resetAt = sql`now() + ${windowMs}::double precision * interval '1 millisecond'`;
  const resetMs = sql`(extract(epoch from reset_at) * 1000)::double precision`;
  return {
    prefix,
    localKeys: false,

    // One statement, so parallel requests count exactly: the conflicting row is locked while it is updated.
    // Every SET expression reads the row as it was, so both CASEs agree on whether the window had ended.
    async increment(key) {
      const [row] = await rows<CounterRow>(
        db,
        sql`insert into ${rateLimitCounters} as c (key, hits, reset_at)
          values (${counterKey(prefix, key)}, 1, ${resetAt})
          on conflict (key) do update set
            hits = case when c.reset_at <= now() then 1 else c.hits + 1 end,
            reset_at = case when c.reset_at <= now() then ${resetAt} else c.reset_at end
          returning hits, ${resetMs} as reset_ms`,
      );
      return info(row!);
    },

    async decrement(key) {
      await db.execute(
        sql`update ${rateLimitCounters} set hits = greatest(hits - 1, 0)
          where key = ${counterKey(prefix, key)} and reset_at > now()`,
      );
    },

    async resetKey(key) {
      await db.execute(sql`delete from ${rateLimitCounters} where key = ${counterKey(prefix, key)}`);
    },

    async get(key) {
      const [row] = await rows<CounterRow>(
        db,
        sql`select hits, ${resetMs} as reset_ms from ${rateLimitCounters}
          where key = ${counterKey(prefix, key)} and reset_at > now()`,
      );
      return row ? info(row) : undefined;
    },
  };
}

/** Deletes the counters whose window has ended (scheduled work): an ended window is the same as no row. */
export async function sweepRateLimitCounters(db: Db): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`with deleted as (delete from ${rateLimitCounters} where reset_at < now() returning 1)
      select count(*)::int as n from deleted`,
  );
  return Number(row?.n ?? 0);
}
