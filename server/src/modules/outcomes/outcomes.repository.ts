import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { OutcomeInput } from "@shared/schemas/outcomes";
import type { Db } from "../../db/client";
import { analyses, postedPosts, postOutcomes, users } from "../../db/schema";

export type OutcomeRow = typeof postOutcomes.$inferSelect;

/** The row for one check-in of a post, from the API's input (absent figures stored as null). */
export function outcomeValues(analysisId: number, userId: number, input: OutcomeInput): NewOutcomeRow {
  return {
    analysisId,
    userId,
    platform: input.platform,
    postedOn: input.postedOn,
    views: input.views,
    likes: input.likes ?? null,
    comments: input.comments ?? null,
    shares: input.shares ?? null,
    saves: input.saves ?? null,
    averageWatchSeconds: input.averageWatchSeconds ?? null,
    watchedPercent: input.watchedPercent ?? null,
    followers: input.followers ?? null,
    link: input.link ? input.link : null,
  };
}
export type PostedRow = typeof postedPosts.$inferSelect;
export type ClaimedResultsReminder = {
  analysis_id: number;
  /** Tries so far, this one included. */
  attempts: number;
  file_name: string;
  caption: string;
  email: string;
  username: string;
  /** The creator's profile language: the reminder is written in it. */
  language: string;
};

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
export type NewOutcomeRow = typeof postOutcomes.$inferInsert;

export function createOutcomesRepository(db: Db) {
  return {
    async insert(values: NewOutcomeRow): Promise<OutcomeRow> {
      const [row] = await db.insert(postOutcomes).values(values).returning();
      return row!;
    },
    /** One analysis's check-ins, oldest first. */
    listByAnalysis(analysisId: number): Promise<OutcomeRow[]> {
      return db
        .select()
        .from(postOutcomes)
        .where(eq(postOutcomes.analysisId, analysisId))
        .orderBy(asc(postOutcomes.recordedAt), asc(postOutcomes.id));
    },
    /**
     * The latest check-in of each of the user's own posts with results (competitor analyses are not their
     * posts), with what the engine said of the post.
     */
    latestByPost(userId: number) {
      return db
        .selectDistinctOn([postOutcomes.analysisId], {
          analysisId: postOutcomes.analysisId,
          views: postOutcomes.views,
          followers: postOutcomes.followers,
          fileName: analyses.fileName,
          score: analyses.viralScore,
          contentFactors: analyses.contentFactors,
          visualAnalysis: analyses.visualAnalysis,
        })
        .from(postOutcomes)
        .innerJoin(analyses, eq(analyses.id, postOutcomes.analysisId))
        .where(and(eq(postOutcomes.userId, userId), eq(analyses.kind, "own")))
        .orderBy(postOutcomes.analysisId, desc(postOutcomes.recordedAt), desc(postOutcomes.id));
    },
    /**
     * Marks the post as posted (the first time's moment is kept) and arms, or cancels, its results reminder;
     * marking again re-arms a reminder that was already sent.
     */
    async markPosted(analysisId: number, userId: number, now: Date, remindAt: Date | null): Promise<PostedRow> {
      const [row] = await db
        .insert(postedPosts)
        .values({ analysisId, userId, postedAt: now, remindAt })
        .onConflictDoUpdate({
          target: postedPosts.analysisId,
          set: { remindAt, reminderSentAt: null, reminderAttempts: 0, reminderRetryAt: null },
        })
        .returning();
      return row!;
    },
    async findPosted(analysisId: number): Promise<PostedRow | null> {
      const [row] = await db.select().from(postedPosts).where(eq(postedPosts.analysisId, analysisId)).limit(1);
      return row ?? null;
    },
    /**
     * Claims due results reminders (docs/decisions/011-plan-reminders-at-most-once.md): not when the post has
     * results already, nor more than a week late (the server was down: the e-mail would make no sense).
     */
    async claimDueResultsReminders(now: Date, limit: number, maxAttempts: number) {
      const stale = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
      const result = await db.execute(sql`
        with claimed as (
          update ${postedPosts} set reminder_sent_at = ${at(now)}, reminder_attempts = reminder_attempts + 1
          where analysis_id in (
            select p.analysis_id from ${postedPosts} p
            where p.reminder_sent_at is null and p.remind_at is not null
              and p.remind_at <= ${at(now)} and p.remind_at >= ${at(stale)}
              and p.reminder_attempts < ${maxAttempts}
              and (p.reminder_retry_at is null or p.reminder_retry_at <= ${at(now)})
              and not exists (select 1 from ${postOutcomes} o where o.analysis_id = p.analysis_id)
            order by p.remind_at
            limit ${limit}
            for update skip locked
          )
          returning analysis_id, user_id, reminder_attempts, remind_at
        )
        select c.analysis_id, c.reminder_attempts as attempts, a.file_name, a.caption, u.email, u.username, u.language
        from claimed c join ${analyses} a on a.id = c.analysis_id join ${users} u on u.id = c.user_id
        order by c.remind_at`);
      return (result as unknown as { rows: ClaimedResultsReminder[] }).rows;
    },
    /** Gives a refused reminder back for another try, if it is still the claim made at `claimedAt`. */
    async releaseResultsReminder(analysisId: number, claimedAt: Date, retryAt: Date): Promise<void> {
      await db
        .update(postedPosts)
        .set({ reminderSentAt: null, reminderRetryAt: retryAt })
        .where(and(eq(postedPosts.analysisId, analysisId), eq(postedPosts.reminderSentAt, claimedAt)));
    },
    /** The latest check-in of every own post with results and followers, across all creators (aggregates only). */
    latestAcrossCreators() {
      return db
        .selectDistinctOn([postOutcomes.analysisId], {
          userId: postOutcomes.userId,
          views: postOutcomes.views,
          followers: postOutcomes.followers,
          postedOn: postOutcomes.postedOn,
          score: analyses.viralScore,
        })
        .from(postOutcomes)
        .innerJoin(analyses, eq(analyses.id, postOutcomes.analysisId))
        .where(and(eq(analyses.kind, "own"), sql`${postOutcomes.followers} > 0`))
        .orderBy(postOutcomes.analysisId, desc(postOutcomes.recordedAt), desc(postOutcomes.id));
    },
    /** Every check-in of one user, for "Download my data". */
    listByUser(userId: number): Promise<OutcomeRow[]> {
      return db
        .select()
        .from(postOutcomes)
        .where(eq(postOutcomes.userId, userId))
        .orderBy(asc(postOutcomes.analysisId), asc(postOutcomes.recordedAt), asc(postOutcomes.id));
    },
  };
}
