import { and, type AnyColumn, asc, desc, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";

// The SQL pieces every admin list shares: a "contains" search that the trigram indexes can serve, a stable order, and
// one page of rows with the total under the same filter.

/**
 * The LIKE pattern of a case-insensitive "contains" search, or null for no search. The term is lower-cased
 * (compare it with lower(column), or with a column stored lower-cased such as users.email) and its LIKE
 * wildcards are escaped, so "50%" finds "50%" and not everything. Backslash is LIKE's default escape.
 */
export function containsPattern(search: string): string | null {
  const term = search.trim().toLowerCase();
  if (!term) return null;
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** lower(column) like pattern: what pg_trgm's GIN indexes on lower(column) serve. */
export function lowerLike(column: AnyColumn | SQL, pattern: string): SQL {
  return sql`lower(${column}) like ${pattern}`;
}

/**
 * The order of a list, with the id as a tie-breaker in the same direction: rows with equal values keep one
 * order between pages, and an index on (column, id) is read in one direction.
 */
export function orderWithId(column: AnyColumn | SQL, id: AnyColumn, order: "asc" | "desc", nullsLast = false): SQL[] {
  const primary = nullsLast
    ? sql`${column} ${sql.raw(order === "asc" ? "asc" : "desc")} nulls last`
    : (order === "asc" ? asc : desc)(column);
  return [primary, (order === "asc" ? asc : desc)(id)];
}

export type PageWindow = { limit: number; offset: number };
export function pageWindow(query: { page: number; pageSize: number }): PageWindow {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

export type RowsAndTotal<T> = { rows: T[]; total: number };

/** Runs a page query and its count together (on PostgreSQL on two pooled connections). */
export async function withTotal<T>(rows: Promise<T[]>, total: Promise<Array<{ n: number }>>): Promise<RowsAndTotal<T>> {
  const [page, counted] = await Promise.all([rows, total]);
  return { rows: page, total: Number(counted[0]?.n ?? 0) };
}

/** Raw SQL answers: both drivers give { rows }; the generic Db type cannot say so. */
export async function queryRows<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/**
 * Rows created within a range of whole UTC days, both ends included and both optional (a list's From and To,
 * validated as YYYY-MM-DD). `to` is compared as "before the next midnight", so the whole last day counts and
 * the created_at indexes serve both bounds.
 */
export function createdWithin(column: AnyColumn, range: { from?: string | undefined; to?: string | undefined }) {
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString();
  return and(
    range.from ? sql`${column} >= ${`${range.from}T00:00:00.000Z`}::timestamptz` : undefined,
    range.to ? sql`${column} < ${nextDay(range.to)}::timestamptz` : undefined,
  );
}
