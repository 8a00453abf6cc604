import { eq } from "drizzle-orm";
import type { Settings } from "@shared/schemas/settings";
import type { Db, Tx } from "../../db/client";
import { settings } from "../../db/schema";

const SETTINGS_ID = 1;

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

/** The settings row as the admin edits it: read fresh (not the request-path cache) and locked for a save. */
export function createAdminSettingsRepository(db: Db) {
  return {
    async read(): Promise<Settings | null> {
      const [row] = await db.select().from(settings).where(eq(settings.id, SETTINGS_ID)).limit(1);
      return row ? toSettings(row) : null;
    },
    /** Inserts the single row if an operator deleted it by hand, then locks it until the transaction ends. */
    async lock(tx: Tx): Promise<Settings> {
      await tx.insert(settings).values({ id: SETTINGS_ID }).onConflictDoNothing();
      const [row] = await tx.select().from(settings).where(eq(settings.id, SETTINGS_ID)).for("update");
      return toSettings(row!);
    },
    async write(tx: Tx, values: Settings, adminUserId: number, at: Date): Promise<Settings> {
      const [row] = await tx
        .update(settings)
        .set({ ...values, updatedBy: adminUserId, updatedAt: at })
        .where(eq(settings.id, SETTINGS_ID))
        .returning();
      return toSettings(row!);
    },
  };
}
