import { count, eq, sql } from "drizzle-orm";
import type { AdminUserRow } from "@shared/schemas/admin-lists";
import type { Db, Tx } from "../../db/client";
import { analyses, payments, users } from "../../db/schema";
import { presentUserRow } from "./admin-rows";

type UserRow = typeof users.$inferSelect;
type Conn = Db | Tx;

/** The admin area's writes to users (the users service does the plain inserts and updates). */
export function createAdminUsersRepository(db: Db) {
  return {
    /** The row locked until the transaction ends, so the audit's "before" is what the update replaced. */
    async lockUser(tx: Tx, id: number): Promise<UserRow | null> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
      return row ?? null;
    },

    async present(user: UserRow, conn: Conn = db): Promise<AdminUserRow> {
      // Own analyses and competitors' posts analysed on /compare are counted apart, as in the users list.
      const [a] = await conn
        .select({
          own: sql<number>`(count(*) filter (where ${analyses.kind} <> 'competitor'))::int`,
          competitor: sql<number>`(count(*) filter (where ${analyses.kind} = 'competitor'))::int`,
        })
        .from(analyses)
        .where(eq(analyses.userId, user.id));
      const [p] = await conn.select({ n: count() }).from(payments).where(eq(payments.userId, user.id));
      return presentUserRow(user, {
        analysesCount: Number(a?.own ?? 0),
        competitorAnalysesCount: Number(a?.competitor ?? 0),
        paymentsCount: p?.n ?? 0,
      });
    },
  };
}
export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
