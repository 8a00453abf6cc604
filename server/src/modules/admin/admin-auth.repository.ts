import { and, asc, count, eq, gt, lt, ne, or } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { adminLoginAttempts, adminSessions, adminUsers } from "../../db/schema";

export type AdminRow = typeof adminUsers.$inferSelect;

/** The admin a bearer token stands for (http/admin-auth.ts's SessionAdmin): what the admin routes read, no hash. */
const signedInAdminColumns = {
  id: adminUsers.id,
  username: adminUsers.username,
  createdAt: adminUsers.createdAt,
  lastLogin: adminUsers.lastLogin,
};
export type SignedInAdmin = Pick<AdminRow, keyof typeof signedInAdminColumns>;

/** The only writer of admin accounts, admin sessions and the login-attempt log. */
export function createAdminAuthRepository(db: Db) {
  return {
    async findByUsername(username: string): Promise<AdminRow | null> {
      const [row] = await db.select().from(adminUsers).where(eq(adminUsers.username, username)).limit(1);
      return row ?? null;
    },
    async countAdmins(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(adminUsers);
      return row?.n ?? 0;
    },
    /** Inserts an admin; null when the username is taken (unique index), so a race cannot make two. */
    async insertAdmin(
      values: { username: string; passwordHash: string; createdBy: number | null },
      conn: Db | Tx = db,
    ): Promise<AdminRow | null> {
      const [row] = await conn.insert(adminUsers).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async findById(id: number, conn: Db | Tx = db): Promise<AdminRow | null> {
      const [row] = await conn.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
      return row ?? null;
    },
    /**
     * Every admin row, locked until the transaction ends. Two deletes of the last two admins then run one
     * after the other, and the second sees that only one is left (a count in a single DELETE would not:
     * under READ COMMITTED both statements would count two).
     */
    async lockAllAdmins(tx: Tx): Promise<Array<{ id: number; username: string }>> {
      return tx
        .select({ id: adminUsers.id, username: adminUsers.username })
        .from(adminUsers)
        .orderBy(asc(adminUsers.id))
        .for("update");
    },
    async setPassword(tx: Tx, id: number, passwordHash: string): Promise<AdminRow | null> {
      const [row] = await tx.update(adminUsers).set({ passwordHash }).where(eq(adminUsers.id, id)).returning();
      return row ?? null;
    },
    /** Its sessions go with it (ON DELETE CASCADE); audit entries keep its username. */
    async deleteAdmin(tx: Tx, id: number): Promise<boolean> {
      const rows = await tx.delete(adminUsers).where(eq(adminUsers.id, id)).returning({ id: adminUsers.id });
      return rows.length > 0;
    },
    async recordAttempt(values: typeof adminLoginAttempts.$inferInsert): Promise<void> {
      await db.insert(adminLoginAttempts).values(values);
    },
    async startSession(values: { id: string; adminUserId: number; expiresAt: Date; now: Date; ip: string | null }) {
      await db.transaction(async (tx) => {
        await tx.insert(adminSessions).values({
          id: values.id,
          adminUserId: values.adminUserId,
          expiresAt: values.expiresAt,
          lastUsedAt: values.now,
          createdAt: values.now,
          ip: values.ip,
        });
        await tx.update(adminUsers).set({ lastLogin: values.now }).where(eq(adminUsers.id, values.adminUserId));
      });
    },
    /**
     * The session's admin when the session exists, has not expired and was used within the idle window;
     * using it moves the idle window on (one UPDATE ... RETURNING, so two processes agree).
     */
    async useSession(id: string, now: Date, idleSince: Date): Promise<SignedInAdmin | null> {
      const [session] = await db
        .update(adminSessions)
        .set({ lastUsedAt: now })
        .where(and(eq(adminSessions.id, id), gt(adminSessions.expiresAt, now), gt(adminSessions.lastUsedAt, idleSince)))
        .returning({ adminUserId: adminSessions.adminUserId });
      if (!session) return null;
      const [admin] = await db
        .select(signedInAdminColumns)
        .from(adminUsers)
        .where(eq(adminUsers.id, session.adminUserId))
        .limit(1);
      return admin ?? null;
    },
    async endSession(id: string): Promise<void> {
      await db.delete(adminSessions).where(eq(adminSessions.id, id));
    },
    /** Ends every session of an admin but `keepId` (after a password change); returns how many ended. */
    async endOtherSessions(adminUserId: number, keepId: string | null, conn: Db | Tx = db): Promise<number> {
      const ended = await conn
        .delete(adminSessions)
        .where(
          keepId
            ? and(eq(adminSessions.adminUserId, adminUserId), ne(adminSessions.id, keepId))
            : eq(adminSessions.adminUserId, adminUserId),
        )
        .returning({ id: adminSessions.id });
      return ended.length;
    },
    async deleteStaleSessions(now: Date, idleSince: Date): Promise<number> {
      const rows = await db
        .delete(adminSessions)
        .where(or(lt(adminSessions.expiresAt, now), lt(adminSessions.lastUsedAt, idleSince)))
        .returning({ id: adminSessions.id });
      return rows.length;
    },
  };
}

export type AdminAuthRepository = ReturnType<typeof createAdminAuthRepository>;
