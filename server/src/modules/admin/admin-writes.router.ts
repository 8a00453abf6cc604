import { Router } from "express";
import type { Clock } from "../../lib/clock";
import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import type { Mailer } from "../../mail/mailer";
import type { BillingService } from "../billing/billing.service";
import type { PaymentProvider } from "../../payments/provider";
import type { SettingsService } from "../settings/settings.service";
import type { AdminAuthService } from "./admin-auth.service";

// The admin area's mutations (issue #8): users, analyses, promo codes, admin accounts, settings, messages;
// each one recorded in the audit log.
export type AdminWritesDeps = {
  db: Db;
  settings: SettingsService;
  adminAuth: AdminAuthService;
  billing: BillingService;
  paymentProvider: PaymentProvider;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  bcryptCost: number;
};

export function createAdminWritesRouter(_deps: AdminWritesDeps) {
  const router = Router();
  return router;
}
