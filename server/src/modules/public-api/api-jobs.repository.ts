import { and, count, desc, eq, inArray, isNotNull, lt, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { apiJobs, apiUsageMonths } from "../../db/schema";

// The API's analysis jobs and the month's allowance counter. Rows come back as plain objects.

export type ApiJobRow = typeof apiJobs.$inferSelect;
type Conn = Db | Tx;
export type JobCursor = { createdAt: Date; id: string };

const UNFINISHED = ["queued", "processing"];
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createApiJobsRepository(db: Db) {
  return {
    /** The month's counter row, made once; later requests only update it. */
    async ensureUsage(userId: number, month: string): Promise<void> {
      await db.insert(apiUsageMonths).values({ userId, month }).onConflictDoNothing();
    },

    async usage(userId: number, month: string): Promise<{ includedUsed: number; overageUsed: number }> {
      const [row] = await db
        .select({ includedUsed: apiUsageMonths.includedUsed, overageUsed: apiUsageMonths.overageUsed })
        .from(apiUsageMonths)
        .where(and(eq(apiUsageMonths.userId, userId), eq(apiUsageMonths.month, month)));
      return row ?? { includedUsed: 0, overageUsed: 0 };
    },

    /**
     * Takes one included analysis if any is left. The condition is evaluated on the row as the previous
     * transaction left it (PostgreSQL re-reads a row it waited for), so parallel requests cannot pass the allowance.
     */
    async takeIncluded(tx: Tx, userId: number, month: string, allowance: number): Promise<boolean> {
      const taken = await tx
        .update(apiUsageMonths)
        .set({ includedUsed: sql`${apiUsageMonths.includedUsed} + 1` })
        .where(
          and(
            eq(apiUsageMonths.userId, userId),
            eq(apiUsageMonths.month, month),
            lt(apiUsageMonths.includedUsed, allowance),
          ),
        )
        .returning({ userId: apiUsageMonths.userId });
      return taken.length > 0;
    },

    async addOverage(tx: Tx, userId: number, month: string): Promise<void> {
      await tx
        .update(apiUsageMonths)
        .set({ overageUsed: sql`${apiUsageMonths.overageUsed} + 1` })
        .where(and(eq(apiUsageMonths.userId, userId), eq(apiUsageMonths.month, month)));
    },

    /** Gives back what a failed job counted, in the month it was counted in. */
    async giveBack(tx: Tx, job: Pick<ApiJobRow, "userId" | "billing">, month: string): Promise<void> {
      const column = job.billing === "overage" ? apiUsageMonths.overageUsed : apiUsageMonths.includedUsed;
      await tx
        .update(apiUsageMonths)
        .set(job.billing === "overage" ? { overageUsed: sql`${column} - 1` } : { includedUsed: sql`${column} - 1` })
        .where(and(eq(apiUsageMonths.userId, job.userId), eq(apiUsageMonths.month, month), sql`${column} > 0`));
    },

    /** The new job, or null when this key already has a job under the same idempotency key. */
    async insertJob(
      tx: Tx,
      values: Pick<
        ApiJobRow,
        "id" | "userId" | "apiKeyId" | "idempotencyKey" | "requestFingerprint" | "billing" | "leaseExpiresAt"
      > & { now: Date },
    ): Promise<ApiJobRow | null> {
      const { now, ...rest } = values;
      const [row] = await tx
        .insert(apiJobs)
        .values({ ...rest, status: "queued", createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: [apiJobs.apiKeyId, apiJobs.idempotencyKey] })
        .returning();
      return row ?? null;
    },

    async setBilling(tx: Tx, id: string, billing: "included" | "overage", paymentId: number | null): Promise<void> {
      await tx.update(apiJobs).set({ billing, paymentId }).where(eq(apiJobs.id, id));
    },

    async findByIdempotencyKey(apiKeyId: string, key: string): Promise<ApiJobRow | null> {
      const [row] = await db
        .select()
        .from(apiJobs)
        .where(and(eq(apiJobs.apiKeyId, apiKeyId), eq(apiJobs.idempotencyKey, key)));
      return row ?? null;
    },

    async findOwn(userId: number, id: string): Promise<ApiJobRow | null> {
      const [row] = await db
        .select()
        .from(apiJobs)
        .where(and(eq(apiJobs.id, id), eq(apiJobs.userId, userId)));
      return row ?? null;
    },

    /** Newest first, keyset-paged on (created_at, id): a page is the same however many jobs arrive meanwhile. */
    async listOwn(userId: number, limit: number, cursor: JobCursor | null): Promise<ApiJobRow[]> {
      return db
        .select()
        .from(apiJobs)
        .where(
          and(
            eq(apiJobs.userId, userId),
            cursor
              ? sql`(${apiJobs.createdAt}, ${apiJobs.id}) < (${at(cursor.createdAt)}, ${cursor.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(apiJobs.createdAt), desc(apiJobs.id))
        .limit(limit);
    },

    /** Place among the owner's unfinished jobs, which run one after another: 1 is the one running or next. */
    async position(job: Pick<ApiJobRow, "userId" | "createdAt" | "id">): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiJobs)
        .where(
          and(
            eq(apiJobs.userId, job.userId),
            inArray(apiJobs.status, UNFINISHED),
            sql`(${apiJobs.createdAt}, ${apiJobs.id}) <= (${at(job.createdAt)}, ${job.id}::uuid)`,
          ),
        );
      return Math.max(1, Number(row?.n ?? 1));
    },

    /** Queued -> processing; false when the job is no longer queued (failed by the sweeper meanwhile). */
    async markProcessing(id: string, now: Date, leaseUntil: Date): Promise<boolean> {
      const rows = await db
        .update(apiJobs)
        .set({ status: "processing", leaseExpiresAt: leaseUntil, updatedAt: now })
        .where(and(eq(apiJobs.id, id), eq(apiJobs.status, "queued")))
        .returning({ id: apiJobs.id });
      return rows.length > 0;
    },

    /** The job it completed, or null when it was no longer unfinished (failed by the sweeper meanwhile). */
    async complete(id: string, analysisId: number, now: Date, conn: Conn = db): Promise<ApiJobRow | null> {
      const [row] = await conn
        .update(apiJobs)
        .set({ status: "completed", analysisId, leaseExpiresAt: null, updatedAt: now })
        .where(and(eq(apiJobs.id, id), inArray(apiJobs.status, UNFINISHED)))
        .returning();
      return row ?? null;
    },

    /** Marks unfinished jobs failed and returns them, so the caller gives back what they counted (same tx). */
    async fail(tx: Conn, ids: string[], error: { code: string; message: string }, now: Date): Promise<ApiJobRow[]> {
      if (ids.length === 0) return [];
      return tx
        .update(apiJobs)
        .set({
          status: "failed",
          errorCode: error.code,
          errorMessage: error.message,
          leaseExpiresAt: null,
          updatedAt: now,
        })
        .where(and(inArray(apiJobs.id, ids), inArray(apiJobs.status, UNFINISHED)))
        .returning();
    },

    /** Unfinished jobs whose process stopped renewing them. */
    async findStale(now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: apiJobs.id })
        .from(apiJobs)
        .where(and(inArray(apiJobs.status, UNFINISHED), lt(apiJobs.leaseExpiresAt, now)));
      return rows.map((row) => row.id);
    },

    async renew(ids: string[], leaseUntil: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(apiJobs)
        .set({ leaseExpiresAt: leaseUntil })
        .where(and(inArray(apiJobs.id, ids), inArray(apiJobs.status, UNFINISHED)));
    },

    /** Forgets idempotency keys older than `before`: a retry after that is a new request. */
    async clearIdempotencyKeys(before: Date): Promise<number> {
      const rows = await db
        .update(apiJobs)
        .set({ idempotencyKey: null, requestFingerprint: null })
        .where(and(isNotNull(apiJobs.idempotencyKey), lte(apiJobs.createdAt, before)))
        .returning({ id: apiJobs.id });
      return rows.length;
    },
  };
}
export type ApiJobsRepository = ReturnType<typeof createApiJobsRepository>;
