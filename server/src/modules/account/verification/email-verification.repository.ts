import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client";
import { emailVerificationTokens } from "../../../db/schema";

export type VerificationTokenRow = typeof emailVerificationTokens.$inferSelect;

// Links are kept after use and after expiry: a used link can then answer "already verified" and an old one "expired"
// (with a way to get a new one) instead of "invalid". The sweep removes them after a month.
export function createEmailVerificationRepository(db: Db) {
  return {
    /**
     * Stores a new link for `values.email`, replacing the user's unused, unexpired links to the same address:
     * only the newest link works. Links to another address (the sign-in address while a change to a new one is
     * pending, or the other way round) stay valid; expired and used ones stay so they keep their answer.
     */
    async replaceUnused(values: typeof emailVerificationTokens.$inferInsert & { createdAt: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(emailVerificationTokens)
          .where(
            and(
              eq(emailVerificationTokens.userId, values.userId),
              eq(emailVerificationTokens.email, values.email),
              isNull(emailVerificationTokens.usedAt),
              gt(emailVerificationTokens.expiresAt, values.createdAt),
            ),
          );
        await tx.insert(emailVerificationTokens).values(values);
      });
    },

    async findByHash(tokenHash: string): Promise<VerificationTokenRow | null> {
      const [row] = await db
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.tokenHash, tokenHash))
        .limit(1);
      return row ?? null;
    },

    /** Marks the link used; false when another request used it first (two tabs opening the same link). */
    async claim(tx: Tx, id: number, at: Date): Promise<boolean> {
      const rows = await tx
        .update(emailVerificationTokens)
        .set({ usedAt: at })
        .where(and(eq(emailVerificationTokens.id, id), isNull(emailVerificationTokens.usedAt)))
        .returning({ id: emailVerificationTokens.id });
      return rows.length > 0;
    },

    /** Deletes links created before `cutoff`, used or not; answers how many. */
    async deleteCreatedBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(emailVerificationTokens)
        .where(lt(emailVerificationTokens.createdAt, cutoff))
        .returning({ id: emailVerificationTokens.id });
      return rows.length;
    },
  };
}
