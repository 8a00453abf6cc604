import type { RequestHandler } from "express";
import { AppError } from "../errors";

// Paths that keep working in maintenance mode: the SPA must learn about it, and admins must be able to end it.
const OPEN_PATHS = ["/api/public-config", "/api/health", "/api/admin"];

/** The one setting this guard reads: the settings module's service provides it (modules/settings/settings.service.ts). */
export type MaintenanceSettings = { get(): Promise<{ maintenanceMode: boolean }> };

export function maintenanceGuard(settings: MaintenanceSettings): RequestHandler {
  return async (req, _res, next) => {
    if (
      OPEN_PATHS.some(
        (open) =>
          req.originalUrl === open || req.originalUrl.startsWith(`${open}/`) || req.originalUrl.startsWith(`${open}?`),
      )
    ) {
      return next();
    }
    if ((await settings.get()).maintenanceMode) {
      throw new AppError("MAINTENANCE", "ViralScore is down for scheduled maintenance. Please try again shortly.");
    }
    next();
  };
}
