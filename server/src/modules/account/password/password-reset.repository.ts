import { and, eq, gt, isNull, lt, ne } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client";
import { passwordResetTokens, users } from "../../../db/schema";

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

export function createPasswordResetRepository(db: Db) {
  return {
    /**
     * Stores a new link and drops the user's earlier ones: only the newest link works. The user row is locked
     * first, so two requests at once cannot both leave a working link behind.
     */
    async replaceForUser(values: { userId: number; tokenHash: string; expiresAt: Date; createdAt: Date }) {
      await db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for("update");
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, values.userId));
        await tx.insert(passwordResetTokens).values(values);
      });
    },
    async findByHash(tokenHash: string): Promise<PasswordResetTokenRow | null> {
      const [row] = await db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },
    /**
     * Uses up the link if it is still unused and unexpired. The condition is in the UPDATE itself: of two
     * submits at once, PostgreSQL lets one set used_at and the other then matches no row.
     */
    async claim(tokenHash: string, now: Date, tx: Tx): Promise<PasswordResetTokenRow | null> {
      const [row] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },
    /** Drops the user's links, but `keepId` (the one just used, kept as used). */
    async deleteForUser(userId: number, tx: Tx, keepId?: number): Promise<void> {
      const where = keepId
        ? and(eq(passwordResetTokens.userId, userId), ne(passwordResetTokens.id, keepId))
        : eq(passwordResetTokens.userId, userId);
      await tx.delete(passwordResetTokens).where(where);
    },
    /** Deletes links created before `cutoff`, used or not; answers how many. */
    async deleteCreatedBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(passwordResetTokens)
        .where(lt(passwordResetTokens.createdAt, cutoff))
        .returning({ id: passwordResetTokens.id });
      return rows.length;
    },
  };
}
export type PasswordResetRepository = ReturnType<typeof createPasswordResetRepository>;
