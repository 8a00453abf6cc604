import type { Settings } from "@shared/schemas/settings";
import type { Db } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { SettingsService } from "../settings/settings.service";
import { type AdminActor, recordAudit } from "./admin-audit.repository";
import { createAdminSettingsRepository } from "./admin-settings.repository";

// The operator settings (PRODUCT.md §2), saved from the admin Settings dialog: "Settings Saved" only after
// this answers. The save and its audit entry (before and after) share a transaction; the settings service's
// cache is dropped afterwards, so this process enforces the new values from the next request on.

export function createAdminSettingsService(deps: { db: Db; settings: SettingsService; clock: Clock }) {
  const repo = createAdminSettingsRepository(deps.db);

  return {
    async get(): Promise<Settings> {
      return (await repo.read()) ?? deps.settings.get(); // the settings service recreates a missing row
    },

    async update(actor: AdminActor, values: Settings): Promise<Settings> {
      const saved = await deps.db.transaction(async (tx) => {
        const before = await repo.lock(tx);
        const now = deps.clock.now();
        const after = await repo.write(tx, values, actor.id, now);
        await recordAudit(tx, {
          admin: actor,
          action: "settings.update",
          targetType: "settings",
          targetId: null,
          before,
          after,
          at: now,
        });
        return after;
      });
      deps.settings.invalidate();
      return saved;
    },
  };
}
export type AdminSettingsService = ReturnType<typeof createAdminSettingsService>;
