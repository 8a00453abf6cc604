import { Router } from "express";
import type { PaymentsMode, PublicConfig } from "@shared/schemas/settings";
import type { SettingsService } from "./settings.service";

export function createPublicConfigRouter(deps: {
  settings: SettingsService;
  paymentsMode: PaymentsMode;
  stripePublicKey: string | null;
  support: PublicConfig["support"];
}) {
  const router = Router();

  router.get("/public-config", async (_req, res) => {
    const current = await deps.settings.get();
    const body: PublicConfig = {
      maintenanceMode: current.maintenanceMode,
      allowNewRegistrations: current.allowNewRegistrations,
      enableAnalytics: current.enableAnalytics,
      freeTrialLimit: current.freeTrialLimit,
      paymentsMode: deps.paymentsMode,
      stripePublicKey: deps.stripePublicKey,
      support: deps.support,
    };
    res.json(body);
  });

  return router;
}
