import { type RequestHandler, Router } from "express";
import { type ProAnalytics, proAnalyticsQuerySchema, type ProAnalyticsQuery } from "@shared/schemas/pro-analytics";
import { currentUser, requireUser } from "../../http/auth";
import { validate } from "../../http/validate";
import type { ProAnalyticsService } from "./pro-analytics.service";

export function createProAnalyticsRouter(deps: {
  proAnalytics: ProAnalyticsService;
  /** 402 requiresPayment without Pro (billing/pro-gate.ts). */
  proGate: RequestHandler;
}) {
  const router = Router();

  router.get(
    "/pro/analytics",
    requireUser,
    deps.proGate,
    validate({ query: proAnalyticsQuerySchema }),
    async (req, res) => {
      const body: ProAnalytics = await deps.proAnalytics.get(
        currentUser(req).id,
        req.query as unknown as ProAnalyticsQuery,
      );
      res.json(body);
    },
  );

  return router;
}
