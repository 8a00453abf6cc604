import { and, desc, eq, gt, lt, ne } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client";
import { sessions, users } from "../../../db/schema";
import { type AccountUser, accountUserColumns } from "../users/user-accounts";

export type SessionRow = typeof sessions.$inferSelect;

export function createSessionsRepository(db: Db) {
  return {
    async insert(values: typeof sessions.$inferInsert, tx: Db | Tx = db): Promise<void> {
      await tx.insert(sessions).values(values);
    },
    /**
     * The session's user (without the password hash: it becomes `req.user`), when the session was last used and when
     * it expires, if it has not expired yet.
     */
    async findActive(id: string, now: Date): Promise<{ user: AccountUser; lastUsedAt: Date; expiresAt: Date } | null> {
      const [row] = await db
        .select({ user: accountUserColumns, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
        .limit(1);
      return row ?? null;
    },
    /** Moves last use to `now` unless it is already newer than `staleBefore` (a second request raced us). */
    async touch(id: string, now: Date, staleBefore: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastUsedAt: now })
        .where(and(eq(sessions.id, id), lt(sessions.lastUsedAt, staleBefore)));
    },
    /** The user's sessions that have not expired, most recently used first. */
    async listActiveForUser(userId: number, now: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
    },
    async delete(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    /**
     * Ends every session of the user, or every one but `keepId`. Answers how many of them were still active at
     * `now` (expired rows go too, but nobody was signed in with them).
     */
    async deleteForUser(userId: number, now: Date, options: { keepId?: string; tx?: Db | Tx } = {}): Promise<number> {
      const where = options.keepId
        ? and(eq(sessions.userId, userId), ne(sessions.id, options.keepId))
        : eq(sessions.userId, userId);
      const rows = await (options.tx ?? db).delete(sessions).where(where).returning({ expiresAt: sessions.expiresAt });
      return rows.filter((row) => row.expiresAt > now).length;
    },
    async deleteExpired(now: Date): Promise<number> {
      const rows = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
      return rows.length;
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
