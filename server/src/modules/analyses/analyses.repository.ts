import { and, desc, eq, getTableColumns, gte, isNotNull, lte, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { analyses } from "../../db/schema";

export type AnalysisRow = typeof analyses.$inferSelect;
/**
 * A row as the API's answers need it: without the engine's raw signals (kept for admins and audits) and
 * without the preview's bytes (served only by GET /api/analysis/:id/preview), but saying whether it is there.
 */
export type AnalysisSummaryRow = Omit<AnalysisRow, "signals" | "previewJpeg"> & { hasPreview: boolean };
/** A row as lists need it: without the timeline, which only one analysis's answer carries. */
export type AnalysisListRow = Omit<AnalysisSummaryRow, "timeline">;
export type AnalysisPreviewRow = Pick<AnalysisRow, "id" | "userId" | "createdAt" | "previewJpeg">;

const { signals: _signals, previewJpeg: _previewJpeg, ...plainColumns } = getTableColumns(analyses);
const summaryColumns = {
  ...plainColumns,
  hasPreview: sql<boolean>`${analyses.previewJpeg} is not null`.mapWith(Boolean),
};
const { timeline: _timeline, ...listColumns } = summaryColumns;
export type NewAnalysisRow = typeof analyses.$inferInsert;

export function createAnalysesRepository(db: Db) {
  return {
    async insert(values: NewAnalysisRow, tx: Db | Tx = db): Promise<AnalysisSummaryRow> {
      const [row] = await tx.insert(analyses).values(values).returning(summaryColumns);
      return row!;
    },
    async listByUser(userId: number): Promise<AnalysisListRow[]> {
      return db
        .select(listColumns)
        .from(analyses)
        .where(eq(analyses.userId, userId))
        .orderBy(desc(analyses.createdAt), desc(analyses.id));
    },
    async findById(id: number): Promise<AnalysisSummaryRow | null> {
      const [row] = await db.select(summaryColumns).from(analyses).where(eq(analyses.id, id)).limit(1);
      return row ?? null;
    },
    /** The preview's bytes with what decides who may see them and until when. */
    async findPreview(id: number): Promise<AnalysisPreviewRow | null> {
      const [row] = await db
        .select({
          id: analyses.id,
          userId: analyses.userId,
          createdAt: analyses.createdAt,
          previewJpeg: analyses.previewJpeg,
        })
        .from(analyses)
        .where(eq(analyses.id, id))
        .limit(1);
      return row ?? null;
    },
    /** Deletes every preview of an analysis made at or before `createdBefore`, in one statement. */
    async clearPreviewsCreatedBefore(createdBefore: Date): Promise<number> {
      const rows = await db
        .update(analyses)
        .set({ previewJpeg: null })
        .where(and(isNotNull(analyses.previewJpeg), lte(analyses.createdAt, createdBefore)))
        .returning({ id: analyses.id });
      return rows.length;
    },
    /** Analyses (other than `excludeId`) made since `since`, and how many of them scored below `score`. */
    async countScoresSince(since: Date, score: number, excludeId: number): Promise<{ total: number; below: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          below: sql<number>`(count(*) filter (where ${analyses.viralScore} < ${score}))::int`,
        })
        .from(analyses)
        .where(and(gte(analyses.createdAt, since), ne(analyses.id, excludeId)));
      return { total: Number(row?.total ?? 0), below: Number(row?.below ?? 0) };
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
