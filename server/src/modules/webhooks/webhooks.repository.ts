import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { WebhookDeliveryStatus, WebhookEventType } from "@shared/schemas/webhooks";
import type { Db, Tx } from "../../db/client";
import { apiKeys } from "../../db/schema/api";
import { webhookDeliveries, webhookDeliveryAttempts } from "../../db/schema/webhooks";

// The webhooks' rows: the URL and secret on api_keys, the deliveries and their attempts (docs/decisions/039-webhooks.md).
// Times come from the caller's clock, never the database's now(), so tests can move time.

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** A key as its owner sees it, with its webhook URL (never the secret). */
export type WebhookKeyRow = {
  id: string;
  userId: number;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  webhookUrl: string | null;
};

const keyColumns = {
  id: apiKeys.id,
  userId: apiKeys.userId,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  webhookUrl: apiKeys.webhookUrl,
};

/** A delivery taken by this process for one attempt, with where and how to send it. */
export type ClaimedDelivery = {
  id: string;
  /** The attempt's number, this one included (1 for the first). */
  attemptCount: number;
  payload: unknown;
  webhookUrl: string | null;
  webhookSecret: string | null;
};

export type DeliveryRow = {
  id: string;
  eventType: WebhookEventType;
  jobId: string;
  status: WebhookDeliveryStatus;
  nextAttemptAt: Date | null;
  createdAt: Date;
  attempts: Array<{ attemptedAt: Date; statusCode: number | null; error: string | null; durationMs: number }>;
};

export type EnqueueRow = {
  apiKeyId: string;
  eventType: WebhookEventType;
  jobId: string;
  payload: unknown;
  dueAt: Date;
};

export function createWebhooksRepository(db: Db) {
  return {
    async findOwnedKey(userId: number, keyId: string): Promise<WebhookKeyRow | null> {
      const [row] = await db
        .select(keyColumns)
        .from(apiKeys)
        .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)));
      return row ?? null;
    },

    /** Sets or clears the key's URL and secret, for its owner only; null when the key is not theirs. */
    async setWebhook(
      userId: number,
      keyId: string,
      webhook: { url: string; secret: string } | null,
    ): Promise<WebhookKeyRow | null> {
      const [row] = await db
        .update(apiKeys)
        .set({ webhookUrl: webhook?.url ?? null, webhookSecret: webhook?.secret ?? null })
        .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)))
        .returning(keyColumns);
      return row ?? null;
    },

    /**
     * A delivery of the event, when the key is live and has a URL (one statement, so a URL removed at the same
     * moment either gets the event or not, never half); the new delivery's id, or null when there is nowhere to post.
     */
    async insertDelivery(executor: Db | Tx, row: EnqueueRow): Promise<string | null> {
      const result = await executor.execute(sql`
        insert into ${webhookDeliveries} (api_key_id, event_type, job_id, payload, status, next_attempt_at, created_at)
        select k.id, ${row.eventType}, ${row.jobId}::uuid, ${JSON.stringify(row.payload)}::jsonb, 'pending',
          ${at(row.dueAt)}, ${at(row.dueAt)}
        from ${apiKeys} k
        where k.id = ${row.apiKeyId}::uuid and k.webhook_url is not null and k.revoked_at is null
        returning id`);
      const [inserted] = (result as unknown as { rows: Array<{ id: string }> }).rows;
      return inserted?.id ?? null;
    },

    /**
     * Takes up to `limit` due deliveries for one attempt each: one UPDATE over rows locked FOR UPDATE SKIP LOCKED,
     * which counts the attempt and sets the lease. A process running the same statement at the same time skips the
     * rows this one holds, and once this one commits it finds them leased (PostgreSQL re-reads a row it waited for),
     * so each attempt is taken by exactly one process.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
      const result = await db.execute(sql`
        with claimed as (
          update ${webhookDeliveries} d
          set locked_until = ${at(leaseUntil)}, attempt_count = d.attempt_count + 1
          where d.id in (
            select id from ${webhookDeliveries}
            where status = 'pending' and next_attempt_at <= ${at(now)}
              and (locked_until is null or locked_until <= ${at(now)})
            order by next_attempt_at
            limit ${limit}
            for update skip locked
          )
          returning d.id, d.api_key_id, d.attempt_count, d.payload
        )
        select c.id, c.attempt_count, c.payload, k.webhook_url, k.webhook_secret
        from claimed c join ${apiKeys} k on k.id = c.api_key_id`);
      const rows = (
        result as unknown as {
          rows: Array<{
            id: string;
            attempt_count: number;
            payload: unknown;
            webhook_url: string | null;
            webhook_secret: string | null;
          }>;
        }
      ).rows;
      return rows.map((row) => ({
        id: row.id,
        attemptCount: Number(row.attempt_count),
        payload: typeof row.payload === "string" ? (JSON.parse(row.payload) as unknown) : row.payload,
        webhookUrl: row.webhook_url,
        webhookSecret: row.webhook_secret,
      }));
    },

    /**
     * Logs one attempt and moves the delivery on: delivered, due again at `nextAttemptAt`, or failed for good
     * (both null). The delivery changes only if it is still the claim this attempt was made under.
     */
    async recordAttempt(
      claim: { id: string; attemptCount: number },
      attempt: { attemptedAt: Date; statusCode: number | null; error: string | null; durationMs: number },
      next: { status: WebhookDeliveryStatus; nextAttemptAt: Date | null; deliveredAt: Date | null },
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(webhookDeliveryAttempts).values({ deliveryId: claim.id, ...attempt });
        await tx
          .update(webhookDeliveries)
          .set({
            status: next.status,
            nextAttemptAt: next.nextAttemptAt,
            deliveredAt: next.deliveredAt ?? undefined,
            lockedUntil: null,
            lastStatusCode: attempt.statusCode,
            lastError: attempt.error,
          })
          .where(and(eq(webhookDeliveries.id, claim.id), eq(webhookDeliveries.attemptCount, claim.attemptCount)));
      });
    },

    /** The key's last `limit` deliveries, newest first, each with its attempts in order. */
    async listDeliveries(apiKeyId: string, limit: number): Promise<DeliveryRow[]> {
      const deliveries = await db
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.apiKeyId, apiKeyId))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(limit);
      return withAttempts(db, deliveries);
    },

    async findDelivery(apiKeyId: string, deliveryId: string): Promise<DeliveryRow | null> {
      const rows = await db
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.apiKeyId, apiKeyId)));
      const [row] = await withAttempts(db, rows);
      return row ?? null;
    },

    /**
     * Makes the delivery due at `now` again, whatever its status, unless an attempt is being sent right now (a
     * live lease); true when it was re-armed.
     */
    async rearm(apiKeyId: string, deliveryId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(webhookDeliveries)
        .set({ status: "pending", nextAttemptAt: now })
        .where(
          and(
            eq(webhookDeliveries.id, deliveryId),
            eq(webhookDeliveries.apiKeyId, apiKeyId),
            sql`(${webhookDeliveries.lockedUntil} is null or ${webhookDeliveries.lockedUntil} <= ${at(now)})`,
          ),
        )
        .returning({ id: webhookDeliveries.id });
      return rows.length > 0;
    },

    /** Deletes the deliveries that ended (delivered or given up) before `cutoff`, with their attempts. */
    async deleteEndedBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(webhookDeliveries)
        .where(
          and(
            inArray(webhookDeliveries.status, ["delivered", "failed"]),
            sql`${webhookDeliveries.createdAt} < ${at(cutoff)}`,
          ),
        )
        .returning({ id: webhookDeliveries.id });
      return rows.length;
    },
  };
}

/** What the profile's log shows of a delivery (its attempts come from withAttempts). */
const deliveryColumns = {
  id: webhookDeliveries.id,
  eventType: webhookDeliveries.eventType,
  jobId: webhookDeliveries.jobId,
  status: webhookDeliveries.status,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  createdAt: webhookDeliveries.createdAt,
};

async function withAttempts(
  db: Db,
  deliveries: Array<Omit<DeliveryRow, "attempts" | "eventType" | "status"> & { eventType: string; status: string }>,
): Promise<DeliveryRow[]> {
  if (deliveries.length === 0) return [];
  const attempts = await db
    .select({
      deliveryId: webhookDeliveryAttempts.deliveryId,
      attemptedAt: webhookDeliveryAttempts.attemptedAt,
      statusCode: webhookDeliveryAttempts.statusCode,
      error: webhookDeliveryAttempts.error,
      durationMs: webhookDeliveryAttempts.durationMs,
    })
    .from(webhookDeliveryAttempts)
    .where(
      inArray(
        webhookDeliveryAttempts.deliveryId,
        deliveries.map((d) => d.id),
      ),
    )
    .orderBy(webhookDeliveryAttempts.attemptedAt, webhookDeliveryAttempts.id);
  return deliveries.map((delivery) => ({
    ...delivery,
    eventType: delivery.eventType as WebhookEventType,
    status: delivery.status as WebhookDeliveryStatus,
    attempts: attempts
      .filter((attempt) => attempt.deliveryId === delivery.id)
      .map(({ deliveryId: _deliveryId, ...attempt }) => attempt),
  }));
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
