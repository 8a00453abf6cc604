import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export type FiguresRow = {
  posts_analysed: number;
  creators: number;
  median_ms: number | null;
  median_of: number;
};

/**
 * The landing page's figures in one statement. The two counts read whole tables (PostgreSQL keeps no exact row
 * count), which is why the service counts at most once per interval; the median reads only the newest `recent`
 * analyses, through the created_at index. Counts come back as int and the median as float8, so both drivers
 * give JavaScript numbers.
 */
export function createPublicFiguresRepository(db: Db) {
  return {
    async count(recent: number): Promise<FiguresRow> {
      const result = await db.execute(sql`
        with recent as (
          select processing_ms from analyses
          where processing_ms is not null
          order by created_at desc
          limit ${recent}
        )
        select
          (select count(*)::int from analyses) as posts_analysed,
          (select count(*)::int from users) as creators,
          (select (percentile_cont(0.5) within group (order by processing_ms))::float8 from recent) as median_ms,
          (select count(*)::int from recent) as median_of`);
      return (result as unknown as { rows: FiguresRow[] }).rows[0]!;
    },
  };
}
