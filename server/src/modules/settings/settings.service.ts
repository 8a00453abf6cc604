import type { Settings } from "@shared/schemas/settings";
import type { Db, Tx } from "../../db/client";
import { createSettingsRepository } from "./settings.repository";

// Settings are read on every API request (maintenance mode); a short cache keeps that off the database.
// Writes through this service refresh it at once; another server process sees a change within the TTL.
const CACHE_TTL_MS = 5000;

export function createSettingsService(db: Db) {
  const repo = createSettingsRepository(db);
  let cached: { value: Settings; at: number } | null = null;
  // Bumped by every write: a read that started before a write must not cache what it read after it.
  let generation = 0;

  async function load(): Promise<Settings> {
    const row = await repo.find();
    if (row) return row;
    // The seed migration inserts the row; recreate it if an operator deleted it by hand.
    return (await repo.insertDefaults()) ?? load();
  }

  return {
    async get(): Promise<Settings> {
      if (cached && Date.now() - cached.at < CACHE_TTL_MS) return cached.value;
      const started = generation;
      const value = await load();
      if (started === generation) cached = { value, at: Date.now() };
      return value;
    },

    /** Read from the database, never the cache (the admin's Settings dialog shows what is stored). */
    async getFresh(): Promise<Settings> {
      return load();
    },

    /** The row locked until `tx` ends, so a save's "before" is what it replaced. */
    async lock(tx: Tx): Promise<Settings> {
      return repo.lock(tx);
    },

    /**
     * Within `tx`, the new values are not cached (the transaction may still roll back): the caller calls
     * invalidate() once it has committed.
     */
    async update(
      patch: Partial<Settings>,
      adminUserId: number | null,
      options: { tx?: Tx; at?: Date } = {},
    ): Promise<Settings> {
      const { tx, at = new Date() } = options;
      const row = await repo.update(patch, { adminUserId, at }, tx);
      generation += 1;
      if (tx) {
        cached = null;
        return row ?? (await repo.lock(tx));
      }
      const value = row ?? (await load());
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
