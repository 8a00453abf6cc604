import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { analyses, comparisons } from "../../db/schema";

export type ComparisonRow = typeof comparisons.$inferSelect;

const leftAnalysis = alias(analyses, "left_analysis");
const rightAnalysis = alias(analyses, "right_analysis");

export type ComparisonListRow = {
  id: number;
  title: string;
  createdAt: Date;
  left: { id: number; fileName: string; kind: string; viralScore: number };
  right: { id: number; fileName: string; kind: string; viralScore: number };
};

export function createComparisonsRepository(db: Db) {
  return {
    async insert(values: typeof comparisons.$inferInsert): Promise<ComparisonRow> {
      const [row] = await db.insert(comparisons).values(values).returning();
      return row!;
    },
    async findById(id: number): Promise<ComparisonRow | null> {
      const [row] = await db.select().from(comparisons).where(eq(comparisons.id, id)).limit(1);
      return row ?? null;
    },
    /** A user's saved comparisons, newest first, with the headline of both analyses (one indexed read). */
    async listByUser(userId: number): Promise<ComparisonListRow[]> {
      return db
        .select({
          id: comparisons.id,
          title: comparisons.title,
          createdAt: comparisons.createdAt,
          left: {
            id: leftAnalysis.id,
            fileName: leftAnalysis.fileName,
            kind: leftAnalysis.kind,
            viralScore: leftAnalysis.viralScore,
          },
          right: {
            id: rightAnalysis.id,
            fileName: rightAnalysis.fileName,
            kind: rightAnalysis.kind,
            viralScore: rightAnalysis.viralScore,
          },
        })
        .from(comparisons)
        .innerJoin(leftAnalysis, eq(leftAnalysis.id, comparisons.leftAnalysisId))
        .innerJoin(rightAnalysis, eq(rightAnalysis.id, comparisons.rightAnalysisId))
        .where(eq(comparisons.userId, userId))
        .orderBy(desc(comparisons.createdAt), desc(comparisons.id));
    },
    async deleteOwned(id: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(comparisons)
        .where(and(eq(comparisons.id, id), eq(comparisons.userId, userId)))
        .returning({ id: comparisons.id });
      return rows.length > 0;
    },
  };
}
