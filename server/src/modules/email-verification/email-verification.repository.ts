import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { emailVerificationTokens } from "../../db/schema";

export type VerificationTokenRow = typeof emailVerificationTokens.$inferSelect;

export function createEmailVerificationRepository(db: Db) {
  return {
    /** Replaces any earlier link of this user: only the newest link works. */
    async replaceForUser(values: typeof emailVerificationTokens.$inferInsert): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, values.userId));
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
    async deleteForUser(userId: number, tx: Db | Tx = db): Promise<void> {
      await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
    },
  };
}
