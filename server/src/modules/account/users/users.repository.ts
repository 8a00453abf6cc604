import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client";
import { users } from "../../../db/schema";
import { announceUserChange } from "../../../db/user-changes";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export function createUsersRepository(db: Db) {
  return {
    /** `lock`: inside a transaction, the row stays locked until it ends (no concurrent change can interleave). */
    async findById(id: number, tx: Db | Tx = db, options: { lock?: boolean } = {}): Promise<UserRow | null> {
      const query = tx.select().from(users).where(eq(users.id, id)).limit(1);
      const [row] = options.lock ? await query.for("update") : await query;
      return row ?? null;
    },
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row ?? null;
    },
    /** Accounts waiting to move to `email` (a pending change is not unique until it is verified). */
    async findByPendingEmail(email: string): Promise<UserRow[]> {
      return db.select().from(users).where(eq(users.pendingEmail, email.toLowerCase())).limit(5);
    },
    async findByUsername(username: string): Promise<UserRow | null> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row ?? null;
    },
    async insert(values: NewUserRow, tx: Db | Tx = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<NewUserRow>, tx: Db | Tx = db): Promise<UserRow | null> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      announceUserChange(db, id);
      return row ?? null;
    },
    /**
     * Drops a pending e-mail change (with `onlyIf`, only while that is still the pending address) and answers
     * the user; a user with nothing pending is not written to.
     */
    async clearPendingEmail(id: number, onlyIf?: string): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ pendingEmail: null, updatedAt: new Date() })
        .where(
          and(eq(users.id, id), onlyIf === undefined ? isNotNull(users.pendingEmail) : eq(users.pendingEmail, onlyIf)),
        )
        .returning();
      announceUserChange(db, id);
      if (row) return row;
      const [unchanged] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return unchanged ?? null;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
