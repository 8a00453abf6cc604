import type { RequestHandler } from "express";
import { currentUser } from "../../http/auth";
import type { BillingService } from "./billing.service";

/**
 * The door of a Pro feature's routes, right after requireUser and before the input is read, as the analysis gate does:
 * a user without Pro in force gets 402 with `requiresPayment` (billing.service.ts requirePro).
 */
export function createProGate(deps: { billing: Pick<BillingService, "requirePro">; feature: string }): RequestHandler {
  return async (req, _res, next) => {
    await deps.billing.requirePro(currentUser(req), deps.feature);
    next();
  };
}
