import { type RequestHandler, Router } from "express";
import { idParamSchema, type IdParam } from "@shared/schemas/common";
import {
  planCreateBodySchema,
  type PlanCreateBody,
  planRangeQuerySchema,
  type PlanRangeQuery,
  planUpdateBodySchema,
  type PlanUpdateBody,
  postingWindowsQuerySchema,
  type PostingWindowsQuery,
  scoreTextBodySchema,
} from "@shared/schemas/planning";
import { currentUser, requireUser } from "../../http/auth";
import { validate } from "../../http/validate";
import type { PlanningService } from "./planning.service";

// Content planning, Pro only: requireUser (401), then the Pro gate (402 requiresPayment), then the input; another
// user's plan is 403 (planning.service.ts).
export function createPlanningRouter(deps: {
  planning: PlanningService;
  proGate: RequestHandler;
  scoreLimit: RequestHandler;
}) {
  const router = Router();
  const pro = [requireUser, deps.proGate];

  router.get("/pro/plans", ...pro, validate({ query: planRangeQuerySchema }), async (req, res) => {
    res.json(await deps.planning.list(currentUser(req).id, req.query as unknown as PlanRangeQuery));
  });

  router.post("/pro/plans", ...pro, validate({ body: planCreateBodySchema }), async (req, res) => {
    const plan = await deps.planning.create(currentUser(req).id, req.body as PlanCreateBody);
    res.status(201).json({ plan });
  });

  router.post("/pro/plans/score-text", ...pro, deps.scoreLimit, validate({ body: scoreTextBodySchema }), (req, res) => {
    res.json(deps.planning.scoreText(req.body));
  });

  router.patch(
    "/pro/plans/:id",
    ...pro,
    validate({ params: idParamSchema, body: planUpdateBodySchema }),
    async (req, res) => {
      const { id } = req.params as unknown as IdParam;
      const plan = await deps.planning.update(currentUser(req).id, id, req.body as PlanUpdateBody);
      res.json({ plan });
    },
  );

  router.delete("/pro/plans/:id", ...pro, validate({ params: idParamSchema }), async (req, res) => {
    const { id } = req.params as unknown as IdParam;
    await deps.planning.remove(currentUser(req).id, id);
    res.json({ deleted: true, id });
  });

  router.get("/pro/posting-windows", ...pro, validate({ query: postingWindowsQuerySchema }), (req, res) => {
    res.json(deps.planning.postingWindows(req.query as unknown as PostingWindowsQuery));
  });

  router.get("/pro/events", ...pro, validate({ query: planRangeQuerySchema }), (req, res) => {
    res.json(deps.planning.events(req.query as unknown as PlanRangeQuery));
  });

  return router;
}
