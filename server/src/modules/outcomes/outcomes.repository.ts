import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { analyses, postOutcomes } from "../../db/schema";

export type OutcomeRow = typeof postOutcomes.$inferSelect;
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
