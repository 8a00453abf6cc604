import { and, count, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiKeys, users } from "../../db/schema";
import { type AccountUser, accountUserColumns } from "../account/users/user-accounts";

// The API keys of each user. Rows come back as plain objects; the service shapes the API's answer.

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** How often last_used_at is written for one key: a busy key would otherwise write its row on every request. */
export const LAST_USED_RESOLUTION_SECONDS = 60;

export function createApiKeysRepository(db: Db) {
  return {
    /**
     * Inserts the key unless the user already has `maxActive` active ones (null then). Counted and inserted under a
     * lock on the user's row, so parallel requests cannot pass the limit.
     */
    async insertWithinLimit(
      values: { userId: number; name: string; prefix: string; keyHash: string; now: Date },
      maxActive: number,
    ): Promise<ApiKeyRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for("no key update");
        const [active] = await tx
          .select({ n: count() })
          .from(apiKeys)
          .where(and(eq(apiKeys.userId, values.userId), isNull(apiKeys.revokedAt)));
        if (Number(active?.n ?? 0) >= maxActive) return null;
        const [row] = await tx
          .insert(apiKeys)
          .values({
            userId: values.userId,
            name: values.name,
            prefix: values.prefix,
            keyHash: values.keyHash,
            createdAt: values.now,
          })
          .returning();
        return row!;
      });
    },

    async listByUser(userId: number): Promise<ApiKeyRow[]> {
      return db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.userId, userId))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    },

    async findOwn(userId: number, id: string): Promise<ApiKeyRow | null> {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
      return row ?? null;
    },

    /** Revokes once: a key already revoked keeps its first revocation time. */
    async revoke(userId: number, id: string, now: Date): Promise<ApiKeyRow | null> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
        .returning();
      return row ?? null;
    },

    /** A key that is not revoked, by the hash of its secret, with its owner in one query (every v1 request). */
    async findActiveByHash(keyHash: string): Promise<{ key: ApiKeyRow; user: AccountUser } | null> {
      const [row] = await db
        .select({ key: apiKeys, user: accountUserColumns })
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.userId))
        .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
      return row ?? null;
    },

    /** Records a use at most once a minute per key: the condition makes the other writes no-ops. */
    async touch(id: string, now: Date): Promise<void> {
      const at = sql`${now.toISOString()}::timestamptz`;
      await db
        .update(apiKeys)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(apiKeys.id, id),
            or(
              isNull(apiKeys.lastUsedAt),
              sql`${apiKeys.lastUsedAt} < ${at} - ${LAST_USED_RESOLUTION_SECONDS} * interval '1 second'`,
            ),
          ),
        );
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
