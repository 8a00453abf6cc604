import { eq } from "drizzle-orm";
import type { Settings } from "@shared/schemas/settings";
import type { Db, Tx } from "../../db/client";
import { settings } from "../../db/schema";

// The single settings row (id 1, inserted by the seed migration).
const SETTINGS_ID = 1;

type Conn = Db | Tx;

function toSettings(row: typeof settings.$inferSelect): Settings {
  return {
    maintenanceMode: row.maintenanceMode,
    allowNewRegistrations: row.allowNewRegistrations,
    freeTrialLimit: row.freeTrialLimit,
    enableAnalytics: row.enableAnalytics,
    enableNotifications: row.enableNotifications,
    autoRefreshInterval: row.autoRefreshInterval,
  };
}

export function createSettingsRepository(db: Db) {
  return {
    async find(conn: Conn = db): Promise<Settings | null> {
      const [row] = await conn.select().from(settings).where(eq(settings.id, SETTINGS_ID)).limit(1);
      return row ? toSettings(row) : null;
    },
    /** The row with its defaults, or null when it already exists. */
    async insertDefaults(conn: Conn = db): Promise<Settings | null> {
      const [row] = await conn.insert(settings).values({ id: SETTINGS_ID }).onConflictDoNothing().returning();
      return row ? toSettings(row) : null;
    },
    /** Inserts the row if an operator deleted it by hand, then locks it until the transaction ends. */
    async lock(tx: Tx): Promise<Settings> {
      await tx.insert(settings).values({ id: SETTINGS_ID }).onConflictDoNothing();
      const [row] = await tx.select().from(settings).where(eq(settings.id, SETTINGS_ID)).for("update");
      return toSettings(row!);
    },
    async update(
      patch: Partial<Settings>,
      changedBy: { adminUserId: number | null; at: Date },
      conn: Conn = db,
    ): Promise<Settings | null> {
      const [row] = await conn
        .update(settings)
        .set({ ...patch, updatedBy: changedBy.adminUserId, updatedAt: changedBy.at })
        .where(eq(settings.id, SETTINGS_ID))
        .returning();
      return row ? toSettings(row) : null;
    },
  };
}
