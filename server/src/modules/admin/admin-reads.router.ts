import { Router } from "express";
import type { Clock } from "../../lib/clock";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import type { SettingsService } from "../settings/settings.service";
import type { AdminAuthService } from "./admin-auth.service";

// The admin area's reads (issue #8): paged lists, the stats and analytics, and the CSV exports.
export type AdminReadsDeps = {
  db: Db;
  settings: SettingsService;
  adminAuth: AdminAuthService;
  clock: Clock;
  logger: Logger;
};

export function createAdminReadsRouter(_deps: AdminReadsDeps) {
  const router = Router();
  return router;
}
