import { eq } from "drizzle-orm";
import type { Settings } from "@shared/schemas/settings";
import type { Db } from "../../db/client";
import { settings } from "../../db/schema";

const SETTINGS_ID = 1;
// Settings are read on every API request (maintenance mode); a short cache keeps that off the database.
// Writes through this service refresh it at once; another server process sees a change within the TTL.
const CACHE_TTL_MS = 5000;

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

export function createSettingsService(db: Db) {
  let cached: { value: Settings; at: number } | null = null;
  // Bumped by every write: a read that started before a write must not cache what it read after it.
  let generation = 0;

  async function load(): Promise<Settings> {
    const [row] = await db.select().from(settings).where(eq(settings.id, SETTINGS_ID)).limit(1);
    if (row) return toSettings(row);
    // The seed migration inserts the row; recreate it if an operator deleted it by hand.
    const [created] = await db.insert(settings).values({ id: SETTINGS_ID }).onConflictDoNothing().returning();
    return created ? toSettings(created) : load();
  }

  return {
    async get(): Promise<Settings> {
      if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.value;
      const started = generation;
      const value = await load();
      if (started === generation) cached = { value, at: Date.now() };
      return value;
    },
    async update(patch: Partial<Settings>, adminUserId: number | null): Promise<Settings> {
      const [row] = await db
        .update(settings)
        .set({ ...patch, updatedBy: adminUserId, updatedAt: new Date() })
        .where(eq(settings.id, SETTINGS_ID))
        .returning();
      generation += 1;
      const value = row ? toSettings(row) : await load();
      cached = { value, at: Date.now() };
      return value;
    },
    invalidate() {
      generation += 1;
      cached = null;
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
