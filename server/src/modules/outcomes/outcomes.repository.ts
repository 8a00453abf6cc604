import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { postOutcomes } from "../../db/schema";

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
