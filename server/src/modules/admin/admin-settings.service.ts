import type { Settings } from "@shared/schemas/settings";
import type { Db } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { SettingsService } from "../settings/settings.service";
import { type AdminActor, recordAudit } from "./admin-audit.repository";

// The operator settings, saved from the admin Settings dialog: "Settings Saved" only after this answers. The save and
// its audit entry (before and after) share a transaction; the settings service's cache is dropped afterwards, so this
// process enforces the new values from the next request on.

export function createAdminSettingsService(deps: { db: Db; settings: SettingsService; clock: Clock }) {
  return {
    /** What is stored, not the request path's cache. */
    async get(): Promise<Settings> {
      return deps.settings.getFresh();
    },

    async update(actor: AdminActor, values: Settings): Promise<Settings> {
      const saved = await deps.db.transaction(async (tx) => {
        const before = await deps.settings.lock(tx);
        const now = deps.clock.now();
        const after = await deps.settings.update(values, actor.id, { tx, at: now });
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
