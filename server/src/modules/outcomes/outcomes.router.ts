import { type RequestHandler, Router } from "express";
import { idParamSchema } from "@shared/schemas/common";
import {
  type OutcomeListResponse,
  type OutcomeResponse,
  outcomeInputSchema,
  type ScoreVsResults,
} from "@shared/schemas/outcomes";
import { currentUser, requireUser } from "../../http/auth";
import { validate } from "../../http/validate";
import type { OutcomesService } from "./outcomes.service";

export function createOutcomesRouter(deps: {
  outcomes: OutcomesService;
  /** 402 requiresPayment without Pro (billing/pro-gate.ts): Score vs results is a Pro section. */
  proGate: RequestHandler;
}) {
  const router = Router();

  router.get("/pro/results", requireUser, deps.proGate, async (req, res) => {
    const body: ScoreVsResults = await deps.outcomes.scoreVsResults(currentUser(req).id);
    res.json(body);
  });

  router.post(
    "/analyses/:id/outcomes",
    requireUser,
    validate({ params: idParamSchema, body: outcomeInputSchema }),
    async (req, res) => {
      const body: OutcomeResponse = {
        outcome: await deps.outcomes.record(currentUser(req), Number(req.params.id), req.body),
      };
      res.status(201).json(body);
    },
  );

  router.get("/analyses/:id/outcomes", requireUser, validate({ params: idParamSchema }), async (req, res) => {
    const body: OutcomeListResponse = {
      outcomes: await deps.outcomes.list(currentUser(req), Number(req.params.id)),
    };
    res.json(body);
  });

  return router;
}
