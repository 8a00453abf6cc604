import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client";
import { loginFailures, loginKnownClients } from "../../../db/schema";

// The sign-in protection's rows (db/schema/login-guard.ts). Counts live in the database and change in single
// statements or locked transactions, on the database's clock, so every app process sees the same counts and
// delays. A count is forgotten WINDOW after its last failure.

export const LOGIN_WINDOW_MS = 60 * 60_000;
/** A device or address counts as the account's own for this long after its last successful sign-in. */
export const KNOWN_CLIENT_DAYS = 90;

/** The three rows an attempt touches: its (account, address) pair, its account and its address. */
export type AttemptKeys = { pair: string; account: string; address: string; accountId: string };

export type CounterState = { failures: number; sinceMs: number };

async function rows<T>(db: Pick<Db, "execute">, statement: SQL): Promise<T[]> {
  // Both drivers answer { rows }; the generic Db type cannot say so.
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const windowInterval = sql`${LOGIN_WINDOW_MS}::double precision * interval '1 millisecond'`;

/** A row's failures, 0 when its window has ended, and how long ago its last failure was. */
const stateColumns = sql`key,
  case when last_failure_at > now() - ${windowInterval} then failures else 0 end as failures,
  (extract(epoch from (now() - last_failure_at)) * 1000)::double precision as since_ms`;

type StateRow = { key: string; failures: number; since_ms: number };

function toStates(found: StateRow[]): Map<string, CounterState> {
  return new Map(found.map((row) => [row.key, { failures: Number(row.failures), sinceMs: Number(row.since_ms) }]));
}

export function createLoginGuardRepository(db: Db) {
  return {
    /** Whether any of `clients` (address or device digests) signed in to `account` in the last KNOWN_CLIENT_DAYS. */
    async isKnown(account: string, clients: string[]): Promise<boolean> {
      if (clients.length === 0) return false;
      const found = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${loginKnownClients}
          where account = ${account} and client in (${sql.join(
            clients.map((c) => sql`${c}`),
            sql`, `,
          )})
          and last_success_at > now() - ${KNOWN_CLIENT_DAYS} * interval '1 day'`,
      );
      return Number(found[0]?.n ?? 0) > 0;
    },

    /**
     * Counts an attempt of an unknown client before its password is checked, unless `decide` says it must wait:
     * the pair's and the address's rows are locked (in key order) while the decision is taken, so parallel
     * attempts on any process are decided one after another on exact counts. Returns the wait (0 = counted).
     */
    async reserve(
      keys: AttemptKeys,
      decide: (states: { pair: CounterState; address: CounterState; account: CounterState }) => number,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const locked = [keys.pair, keys.address].sort();
        await tx.execute(
          sql`insert into ${loginFailures} (key, account, failures, last_failure_at)
            values ${sql.join(
              locked.map((key) => sql`(${key}, ${key === keys.pair ? keys.accountId : "*"}, 0, now())`),
              sql`, `,
            )}
            on conflict (key) do nothing`,
        );
        const states = toStates(
          await rows<StateRow>(
            tx,
            sql`select ${stateColumns} from ${loginFailures}
              where key in (${locked[0]!}, ${locked[1]!}) order by key for update`,
          ),
        );
        const [account] = await rows<StateRow>(
          tx,
          sql`select ${stateColumns} from ${loginFailures} where key = ${keys.account}`,
        );
        const none = { failures: 0, sinceMs: Number.POSITIVE_INFINITY };
        const waitMs = decide({
          pair: states.get(keys.pair) ?? none,
          address: states.get(keys.address) ?? none,
          account: account ? toStates([account]).get(keys.account)! : none,
        });
        if (waitMs > 0) return waitMs;
        await tx.execute(
          sql`update ${loginFailures} set
              failures = case when last_failure_at > now() - ${windowInterval} then failures + 1 else 1 end,
              last_failure_at = now()
            where key in (${keys.pair}, ${keys.address})`,
        );
        return 0;
      });
    },

    /**
     * Adds a failure to each of `keys` (sorted, so two statements never lock in opposite orders); a row whose
     * window ended starts again at 1.
     */
    async addFailures(keys: Array<{ key: string; account: string }>): Promise<void> {
      const sorted = [...keys].sort((a, b) => a.key.localeCompare(b.key));
      await db.execute(
        sql`insert into ${loginFailures} as f (key, account, failures, last_failure_at)
          values ${sql.join(
            sorted.map((k) => sql`(${k.key}, ${k.account}, 1, now())`),
            sql`, `,
          )}
          on conflict (key) do update set
            failures = case when f.last_failure_at > now() - ${windowInterval} then f.failures + 1 else 1 end,
            last_failure_at = now()`,
      );
    },

    /**
     * Marks the account as reported when it has at least `threshold` failures in the window and was not reported
     * in this window: true for exactly one caller per window, on any process.
     */
    async claimAlert(accountKey: string, threshold: number): Promise<{ failures: number; addresses: number } | null> {
      const [claimed] = await rows<{ failures: number; account: string }>(
        db,
        sql`update ${loginFailures} set alerted_at = now()
          where key = ${accountKey} and failures >= ${threshold} and last_failure_at > now() - ${windowInterval}
            and (alerted_at is null or alerted_at <= now() - ${windowInterval})
          returning failures, account`,
      );
      if (!claimed) return null;
      const [pairs] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${loginFailures}
          where account = ${claimed.account} and key <> ${accountKey} and failures > 0
            and last_failure_at > now() - ${windowInterval}`,
      );
      return { failures: Number(claimed.failures), addresses: Number(pairs?.n ?? 0) };
    },

    /** A right password: the pair starts afresh, the address's reservation is taken back, the clients are known. */
    async succeed(keys: AttemptKeys, reserved: boolean, clients: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from ${loginFailures} where key = ${keys.pair}`);
        if (reserved) {
          await tx.execute(
            sql`update ${loginFailures} set failures = greatest(failures - 1, 0) where key = ${keys.address}`,
          );
        }
        for (const client of clients) {
          await tx
            .insert(loginKnownClients)
            .values({ account: keys.accountId, client, lastSuccessAt: sql`now()` })
            .onConflictDoUpdate({
              target: [loginKnownClients.account, loginKnownClients.client],
              set: { lastSuccessAt: sql`now()` },
            });
        }
      });
    },

    /**
     * Deletes every failure row of one account (an admin clears a lockout), in the caller's transaction when one
     * is given (the audit entry shares it); returns how many there were.
     */
    async clearAccount(accountId: string, tx?: Tx): Promise<number> {
      const [row] = await rows<{ n: number }>(
        tx ?? db,
        sql`with deleted as (delete from ${loginFailures} where account = ${accountId} returning 1)
          select count(*)::int as n from deleted`,
      );
      return Number(row?.n ?? 0);
    },

    /** Whether the account has any failure counted in the window (the admin row shows "locked"). */
    async failuresOf(accountId: string): Promise<number> {
      const [row] = await rows<{ n: number }>(
        db,
        sql`select coalesce(max(failures), 0)::int as n from ${loginFailures}
          where account = ${accountId} and last_failure_at > now() - ${windowInterval}`,
      );
      return Number(row?.n ?? 0);
    },

    /** Forgets ended windows and clients not seen for KNOWN_CLIENT_DAYS (scheduled work). */
    async sweep(): Promise<number> {
      const [row] = await rows<{ n: number }>(
        db,
        sql`with a as (delete from ${loginFailures} where last_failure_at <= now() - ${windowInterval}
              and (alerted_at is null or alerted_at <= now() - ${windowInterval}) returning 1),
            b as (delete from ${loginKnownClients}
              where last_success_at <= now() - ${KNOWN_CLIENT_DAYS} * interval '1 day' returning 1)
          select ((select count(*) from a) + (select count(*) from b))::int as n`,
      );
      return Number(row?.n ?? 0);
    },
  };
}
export type LoginGuardRepository = ReturnType<typeof createLoginGuardRepository>;
