import { eq } from "drizzle-orm";
import type { AdminPromoCodeRow } from "@shared/schemas/admin-lists";
import type { AdminPromoCodeInput } from "@shared/schemas/admin-records";
import type { Db, Tx } from "../../db/client";
import { adminUsers, promoCodes } from "../../db/schema";
import { presentPromoCodeRow } from "./admin-rows";

type PromoRow = typeof promoCodes.$inferSelect;
type Conn = Db | Tx;

/** What the audit keeps of a code, before and after a change. */
export function promoSnapshot(row: PromoRow) {
  return {
    code: row.code,
    discountType: row.discountType,
    discountValue: row.discountValue,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    isActive: row.isActive,
  };
}

/** The admin area's writes to promo codes; billing's repository counts their uses. */
export function createAdminPromoCodesRepository(db: Db) {
  return {
    async findByCode(code: string): Promise<PromoRow | null> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
      return row ?? null;
    },
    /** Locked until the transaction ends: a redemption counting a use waits, so usedCount cannot move under us. */
    async lock(tx: Tx, id: number): Promise<PromoRow | null> {
      const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for("update");
      return row ?? null;
    },
    async insert(tx: Tx, values: AdminPromoCodeInput & { createdBy: number }): Promise<PromoRow> {
      const [row] = await tx.insert(promoCodes).values(values).returning();
      return row!;
    },
    async update(tx: Tx, id: number, values: AdminPromoCodeInput): Promise<PromoRow> {
      const [row] = await tx.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning();
      return row!;
    },
    async delete(tx: Tx, id: number): Promise<PromoRow | null> {
      const [row] = await tx.delete(promoCodes).where(eq(promoCodes.id, id)).returning();
      return row ?? null;
    },
    async present(row: PromoRow, conn: Conn = db): Promise<AdminPromoCodeRow> {
      const [creator] = row.createdBy
        ? await conn
            .select({ id: adminUsers.id, username: adminUsers.username })
            .from(adminUsers)
            .where(eq(adminUsers.id, row.createdBy))
        : [];
      return presentPromoCodeRow(row, creator ?? null);
    },
  };
}
