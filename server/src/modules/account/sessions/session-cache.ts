import type { AccountUser } from "../users/user-accounts";

// A few seconds of memory for "which user is behind this session cookie?", the question of every API request
// (docs/decisions/009-session-cache.md). On the embedded PGlite each query runs on the event loop's thread, so this one
// lookup was most of a signed-in request's time.
//
// What keeps it correct:
// - This process drops an entry the moment it ends a session (logout, password change or reset, sign out
//   everywhere else) or writes the user's row (users/billing/account-deletion repositories announce it through
//   db/user-changes.ts), so here a revoked session never works again and the user is never shown stale.
// - Another process hears of those changes through the cluster bus (LISTEN/NOTIFY,
//   docs/decisions/015-processes-talk-through-postgres.md) and drops its entries too; should a message be lost, its
//   entries still live at most TTL_MS, and a lost bus connection clears them.
// - A read that raced a change is not kept: every change bumps `generation`, and for TTL_MS after a change to a
//   user (which may be inside a transaction that has not committed yet) that user's rows are not cached at all.
// - A session's own expiry is checked on every hit, against the same clock as the database query uses.

/** How long an entry may answer without the database: the most another process's logout can lag here. */
export const SESSION_CACHE_TTL_MS = 2000;
const MAX_ENTRIES = 10_000;

export type CachedSession = {
  /** Frozen: one row object answers many requests, so nothing may change it in place. */
  user: AccountUser;
  /** Moved forward in place when a request notes the session's use (sessions.service.ts). */
  lastUsedAt: Date;
  expiresAt: Date;
};
type Entry = CachedSession & { cachedAt: number };

export function createSessionCache(options: { now: () => Date; ttlMs?: number; maxEntries?: number }) {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? MAX_ENTRIES;
  const entries = new Map<string, Entry>();
  /** Users changed in the last TTL_MS: until then their sessions are read from the database every time. */
  const changedUntil = new Map<number, number>();
  let generation = 0;

  const fresh = (entry: Entry, now: number) =>
    now >= entry.cachedAt && now - entry.cachedAt < ttlMs && entry.expiresAt.getTime() > now;

  return {
    /** The session `id` (the token's hash) if it was read less than TTL_MS ago and has not expired. */
    get(id: string): CachedSession | null {
      const entry = entries.get(id);
      if (!entry) return null;
      if (fresh(entry, options.now().getTime())) return entry;
      entries.delete(id);
      return null;
    },

    /** Taken before the database read; `remember` keeps the result only if nothing changed meanwhile. */
    ticket(): number {
      return generation;
    },

    /** Keeps a session read from the database; answers what the caller should use from now on. */
    remember(id: string, session: CachedSession, ticket: number): CachedSession {
      const now = options.now().getTime();
      if (ticket !== generation) return session;
      const until = changedUntil.get(session.user.id);
      if (until !== undefined) {
        if (now < until) return session;
        changedUntil.delete(session.user.id);
      }
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const entry: Entry = { ...session, user: Object.freeze(session.user), cachedAt: now };
      entries.set(id, entry);
      return entry;
    },

    /** The session was ended. */
    forgetSession(id: string): void {
      generation += 1;
      entries.delete(id);
    },

    /** The user's row changed, or some or all of their sessions ended. */
    forgetUser(userId: number): void {
      generation += 1;
      const now = options.now().getTime();
      changedUntil.set(userId, now + ttlMs);
      for (const [id, entry] of entries) if (entry.user.id === userId) entries.delete(id);
      // Spent marks go as new ones come, so the map stays as small as the recent writes.
      for (const [user, until] of changedUntil) if (until <= now) changedUntil.delete(user);
    },

    /** Messages from other processes may have been missed (cluster-bus.ts): nothing held can be trusted. */
    clear(): void {
      generation += 1;
      entries.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
