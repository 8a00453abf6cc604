import { createHash } from "node:crypto";
import { SESSION_TTL_DAYS } from "@shared/constants";
import type { AccountSession, SignOutOthersResponse } from "@shared/schemas/account";
import type { Db, Tx } from "../../../db/client";
import type { Clock } from "../../../lib/clock";
import { hashToken, newToken } from "../../../lib/tokens";
import type { AccountUser } from "../users/user-accounts";
import type { UserRow } from "../users/users.repository";
import { busFor } from "../../../db/cluster-bus";
import { announceUserChange, onUserChange } from "../../../db/user-changes";
import { describeDevice, deviceParts } from "./device-name";
import { createSingleFlight } from "../../../lib/single-flight";
import { createSessionCache, type CachedSession } from "./session-cache";
import { createSessionsRepository, type SessionRow } from "./sessions.repository";

// The creator's cookie sessions (docs/decisions/002-sessions-and-rate-limits.md): a random token in an httpOnly cookie,
// stored as its sha256, with the browser's IP and User-Agent for the profile's list of active sessions.

export type SessionContext = { ip?: string; userAgent?: string };
export type StartedSession = { token: string; expiresAt: Date; user: UserRow };

const SESSION_TTL_MS = SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;
/**
 * last_used_at is written at most this often per session: the list shows "last used" to the minute or so,
 * and a write on every request would slow every request for nothing.
 */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The id the sessions list shows: derived from the stored id, so it names a session without unlocking it. */
export function publicSessionId(storedId: string): string {
  return createHash("sha256").update(`session-list:${storedId}`).digest("hex").slice(0, 16);
}

/** Node reports IPv4 clients of a dual-stack socket as "::ffff:1.2.3.4"; people know the "1.2.3.4". */
function readableIp(ip: string | null): string | null {
  return ip?.startsWith("::ffff:") ? ip.slice(7) : ip;
}

function presentSession(row: SessionRow, currentId: string | undefined): AccountSession {
  return {
    id: publicSessionId(row.id),
    device: describeDevice(row.userAgent),
    ...deviceParts(row.userAgent),
    ip: readableIp(row.ip),
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    isCurrent: row.id === currentId,
  };
}

const SESSION_ENDED = "session-ended";

export function createSessionsService(deps: { db: Db; clock: Clock }) {
  const sessions = createSessionsRepository(deps.db);
  // docs/decisions/009-session-cache.md: a changed user row, or an ended session, is dropped here at once.
  const cache = createSessionCache({ now: () => deps.clock.now() });
  onUserChange(deps.db, (userId) => cache.forgetUser(userId));
  // A session ended by another process (a logout there) ends here at once too.
  const bus = busFor(deps.db);
  bus.subscribe(SESSION_ENDED, (payload) => {
    if (typeof payload.id === "string") cache.forgetSession(payload.id);
  });
  bus.onResync(() => cache.clear());
  const shareRead = createSingleFlight<string, CachedSession | null>();

  /** Ends every session of the user (a password reset), or all but the one of `keepToken` (a change). */
  async function endAllForUser(userId: number, options: { keepToken?: string; tx?: Tx } = {}): Promise<number> {
    const keepId = options.keepToken ? hashToken(options.keepToken) : undefined;
    const ended = await sessions.deleteForUser(userId, deps.clock.now(), { keepId, tx: options.tx });
    // Inside a transaction the rows are gone only at commit: forgetUser also keeps the user out of the cache
    // for its TTL, so a read made before the commit is not remembered.
    announceUserChange(deps.db, userId); // every process's cache (cluster bus)
    return ended;
  }

  return {
    /** A new session for the user; inside `tx` when it is part of a larger change (a password reset). */
    async start(user: UserRow, context: SessionContext, tx?: Tx): Promise<StartedSession> {
      const token = newToken();
      const now = deps.clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
      await sessions.insert(
        {
          id: hashToken(token),
          userId: user.id,
          createdAt: now,
          lastUsedAt: now,
          expiresAt,
          ip: context.ip?.slice(0, 64),
          userAgent: context.userAgent?.slice(0, 300),
        },
        tx,
      );
      return { token, expiresAt, user };
    },

    /**
     * The user behind a session cookie, or null; notes the use when the last one is a while ago. Answered from
     * the session cache when this process read the session less than its TTL ago.
     */
    async findUserByToken(token: string): Promise<AccountUser | null> {
      const id = hashToken(token);
      const now = deps.clock.now();
      let found = cache.get(id);
      if (!found) {
        const ticket = cache.ticket();
        // Requests that miss the same session together share one read (lib/single-flight.ts).
        found = await shareRead(id, ticket, async () => {
          const row = await sessions.findActive(id, now);
          return row ? cache.remember(id, row, ticket) : null;
        });
        if (!found) return null;
      }
      const staleBefore = new Date(now.getTime() - SESSION_TOUCH_INTERVAL_MS);
      if (found.lastUsedAt < staleBefore) {
        found.lastUsedAt = now; // first, so the requests that share this cached entry do not all write
        await sessions.touch(id, now, staleBefore);
      }
      return found.user;
    },

    async end(token: string): Promise<void> {
      const id = hashToken(token);
      await sessions.delete(id);
      bus.publish(SESSION_ENDED, { id });
    },

    endAllForUser,

    /** "Sign out everywhere else" on the profile. */
    async signOutOthers(userId: number, currentToken: string): Promise<SignOutOthersResponse> {
      const signedOut = await endAllForUser(userId, { keepToken: currentToken });
      const message =
        signedOut === 0
          ? "You were not signed in anywhere else."
          : `Signed out of ${signedOut} other ${signedOut === 1 ? "session" : "sessions"}.`;
      return { message, signedOut };
    },

    /** The user's active sessions for the profile, the one of `currentToken` flagged. */
    async listForUser(userId: number, currentToken: string | undefined): Promise<AccountSession[]> {
      const rows = await sessions.listActiveForUser(userId, deps.clock.now());
      const currentId = currentToken ? hashToken(currentToken) : undefined;
      return rows.map((row) => presentSession(row, currentId));
    },

    async sweepExpired(): Promise<number> {
      return sessions.deleteExpired(deps.clock.now());
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
