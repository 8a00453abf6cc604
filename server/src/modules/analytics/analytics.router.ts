import { type RequestHandler, Router } from "express";
import { analyticsEventsBodySchema, type AnalyticsEventsBody } from "@shared/schemas/admin-analytics";
import { validate } from "../../http/validate";
import type { AnalyticsService } from "./analytics.service";

/** POST /api/analytics/events: no sign-in (visitors count too), rate limited per IP. */
export function createAnalyticsRouter(deps: { analytics: AnalyticsService; limit: RequestHandler }) {
  const router = Router();

  router.post("/analytics/events", deps.limit, validate({ body: analyticsEventsBodySchema }), async (req, res) => {
    res.status(202).json(await deps.analytics.record(req.body as AnalyticsEventsBody));
  });

  return router;
}
