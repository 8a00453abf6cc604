import type { Settings } from "@shared/schemas/settings";
import { busFor } from "../../db/cluster-bus";
import type { Db, Tx } from "../../db/client";
import { createSettingsRepository } from "./settings.repository";

// Settings are read on every API request (maintenance mode); a short cache keeps that off the database. Writes through
// this service refresh it at once, and tell the other processes through the cluster bus (LISTEN/NOTIFY,
// docs/decisions/015-processes-talk-through-postgres.md), which drop theirs; the TTL bounds how stale a process can be
// if a message is lost.
const CACHE_TTL_MS = 5000;
const SETTINGS_CHANGED = "settings-changed";

export function createSettingsService(db: Db) {
  const repo = createSettingsRepository(db);
  let cached: { value: Settings; at: number } | null = null;
  // Bumped by every write: a read that started before a write must not cache what it read after it.
  let generation = 0;
  const bus = busFor(db);
  const drop = () => {
    generation += 1;
    cached = null;
  };
  bus.subscribe(SETTINGS_CHANGED, drop);
  bus.onResync(drop);

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
      bus.publish(SETTINGS_CHANGED, {});
      cached = { value, at: Date.now() };
      return value;
    },

    /** After a transaction that wrote the settings committed: every process reads them again. */
    invalidate() {
      bus.publish(SETTINGS_CHANGED, {});
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
