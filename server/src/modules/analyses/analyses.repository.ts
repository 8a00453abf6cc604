import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { analyses } from "../../db/schema";

export type AnalysisRow = typeof analyses.$inferSelect;
/** A row without the engine's raw signals, which no API answer shows (they stay for admins and audits). */
export type AnalysisSummaryRow = Omit<AnalysisRow, "signals">;

const { signals: _signals, ...summaryColumns } = getTableColumns(analyses);
export type NewAnalysisRow = typeof analyses.$inferInsert;

export function createAnalysesRepository(db: Db) {
  return {
    async insert(values: NewAnalysisRow, tx: Db | Tx = db): Promise<AnalysisRow> {
      const [row] = await tx.insert(analyses).values(values).returning();
      return row!;
    },
    async listByUser(userId: number): Promise<AnalysisSummaryRow[]> {
      return db
        .select(summaryColumns)
        .from(analyses)
        .where(eq(analyses.userId, userId))
        .orderBy(desc(analyses.createdAt), desc(analyses.id));
    },
    async findById(id: number): Promise<AnalysisRow | null> {
      const [row] = await db.select().from(analyses).where(eq(analyses.id, id)).limit(1);
      return row ?? null;
    },
    async deleteOwned(id: number, userId: number): Promise<boolean> {
      const rows = await db
        .delete(analyses)
        .where(and(eq(analyses.id, id), eq(analyses.userId, userId)))
        .returning({ id: analyses.id });
      return rows.length > 0;
    },
  };
}
