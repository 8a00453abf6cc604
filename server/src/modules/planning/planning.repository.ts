import { and, asc, eq, gte, lt, sql } from "drizzle-orm";
import { FREE_SUBSCRIPTION_PREFIX } from "@shared/billing";
import type { Db } from "../../db/client";
import { plannedPosts, users } from "../../db/schema";

// The content planner's posts. Rows come back as plain objects; the service turns them into the API's shape.

export type PlanRow = typeof plannedPosts.$inferSelect;
export type PlanValues = {
  caption: string;
  hashtags: string;
  plannedAt: Date;
  timeZone: string;
  status: string;
  remindMinutesBefore: number | null;
};

/** A reminder claimed by this process: it is marked sent before the mail goes out (at most once). */
export type ClaimedReminder = {
  id: number;
  /** Tries so far, this one included. */
  attempts: number;
  caption: string;
  planned_at: string;
  time_zone: string;
  status: string;
  email: string;
  username: string;
  /** The creator's profile language: the reminder is written in it. */
  language: string;
};

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export function createPlanningRepository(db: Db) {
  return {
    async list(userId: number, from: Date, to: Date): Promise<PlanRow[]> {
      return db
        .select()
        .from(plannedPosts)
        .where(and(eq(plannedPosts.userId, userId), gte(plannedPosts.plannedAt, from), lt(plannedPosts.plannedAt, to)))
        .orderBy(asc(plannedPosts.plannedAt), asc(plannedPosts.id));
    },

    async find(id: number): Promise<PlanRow | null> {
      const [row] = await db.select().from(plannedPosts).where(eq(plannedPosts.id, id));
      return row ?? null;
    },

    async insert(userId: number, values: PlanValues, now: Date): Promise<PlanRow> {
      const [row] = await db
        .insert(plannedPosts)
        .values({ userId, ...values, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    /** Changes the owner's row; a new time or reminder re-arms the reminder (reminder_sent_at back to null). */
    async update(id: number, userId: number, values: Partial<PlanValues>, rearm: boolean, now: Date) {
      const [row] = await db
        .update(plannedPosts)
        .set({
          ...values,
          updatedAt: now,
          ...(rearm ? { reminderSentAt: null, reminderAttempts: 0, reminderRetryAt: null } : {}),
        })
        .where(and(eq(plannedPosts.id, id), eq(plannedPosts.userId, userId)))
        .returning();
      return row ?? null;
    },

    async remove(id: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(plannedPosts)
        .where(and(eq(plannedPosts.id, id), eq(plannedPosts.userId, userId)))
        .returning({ id: plannedPosts.id });
      return rows.length > 0;
    },

    /**
     * Claims up to `limit` due reminders in one statement: rows locked by another process's claim are skipped,
     * and a claimed row has reminder_sent_at set, so no other process (or a later run) claims it again.
     * Posts already marked posted, and reminders whose post time is more than `staleAfterMs` past, are not sent.
     * Reminders are a Pro feature: only users with Pro in force now get them (isPremium() of shared/billing.ts,
     * and a free month from a 100% code only until its period ends, as billing's expireFreeMonth decides).
     * A reminder skipped this way stays unclaimed and goes out if Pro is back before the post's time.
     */
    async claimDueReminders(
      now: Date,
      limit: number,
      options: { staleAfterMs: number; maxAttempts: number },
    ): Promise<ClaimedReminder[]> {
      const stale = new Date(now.getTime() - options.staleAfterMs);
      const result = await db.execute(sql`
        with claimed as (
          update ${plannedPosts} set reminder_sent_at = ${at(now)}, reminder_attempts = reminder_attempts + 1
          where id in (
            select id from ${plannedPosts}
            where reminder_sent_at is null and remind_minutes_before is not null
              and planned_at - make_interval(mins => remind_minutes_before) <= ${at(now)}
              and planned_at >= ${at(stale)}
              and status <> 'posted'
              and reminder_attempts < ${options.maxAttempts}
              and (reminder_retry_at is null or reminder_retry_at <= ${at(now)})
              and exists (
                select 1 from ${users} pro where pro.id = ${plannedPosts}.user_id
                  and pro.subscription_plan = 'monthly' and pro.subscription_status = 'active'
                  and (coalesce(pro.provider_subscription_id, '') not like ${`${FREE_SUBSCRIPTION_PREFIX.replace(/_/g, "\\_")}%`}
                    or pro.current_period_end > ${at(now)})
              )
            order by planned_at
            limit ${limit}
            for update skip locked
          )
          returning id, user_id, caption, planned_at, time_zone, status, reminder_attempts
        )
        select c.id, c.reminder_attempts as attempts, c.caption, to_char(c.planned_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as planned_at,
          c.time_zone, c.status, u.email, u.username, u.language
        from claimed c join ${users} u on u.id = c.user_id
        order by c.planned_at`);
      return (result as unknown as { rows: ClaimedReminder[] }).rows;
    },

    /**
     * Gives back a claim whose mail the server refused (it was not sent), for another try at `retryAt`; only
     * if the row is still the one claimed at `claimedAt` (an edit in between re-armed it anew).
     */
    async releaseReminder(id: number, claimedAt: Date, retryAt: Date): Promise<void> {
      await db
        .update(plannedPosts)
        .set({ reminderSentAt: null, reminderRetryAt: retryAt })
        .where(and(eq(plannedPosts.id, id), eq(plannedPosts.reminderSentAt, claimedAt)));
    },
  };
}
export type PlanningRepository = ReturnType<typeof createPlanningRepository>;
