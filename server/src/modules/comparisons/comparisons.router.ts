import { type RequestHandler, Router } from "express";
import { idParamSchema } from "@shared/schemas/common";
import {
  comparePreviewQuerySchema,
  type ComparePreviewQuery,
  createComparisonBodySchema,
  type ComparisonListResponse,
  type ComparisonResponse,
} from "@shared/schemas/comparison";
import { currentUser, requireUser } from "../../http/auth";
import { validate } from "../../http/validate";
import type { ComparisonsService } from "./comparisons.service";

export function createComparisonsRouter(deps: {
  comparisons: ComparisonsService;
  /** 402 requiresPayment without Pro (billing/pro-gate.ts). */
  proGate: RequestHandler;
}) {
  const router = Router();

  router.get(
    "/pro/compare",
    requireUser,
    deps.proGate,
    validate({ query: comparePreviewQuerySchema }),
    async (req, res) => {
      const query = req.query as unknown as ComparePreviewQuery;
      const body: ComparisonResponse = {
        comparison: await deps.comparisons.preview(currentUser(req), query.left, query.right),
      };
      res.json(body);
    },
  );

  router.post(
    "/pro/comparisons",
    requireUser,
    deps.proGate,
    validate({ body: createComparisonBodySchema }),
    async (req, res) => {
      const body: ComparisonResponse = { comparison: await deps.comparisons.create(currentUser(req), req.body) };
      res.status(201).json(body);
    },
  );

  router.get("/pro/comparisons", requireUser, deps.proGate, async (req, res) => {
    const body: ComparisonListResponse = { comparisons: await deps.comparisons.list(currentUser(req).id) };
    res.json(body);
  });

  router.get(
    "/pro/comparisons/:id",
    requireUser,
    deps.proGate,
    validate({ params: idParamSchema }),
    async (req, res) => {
      const body: ComparisonResponse = {
        comparison: await deps.comparisons.get(currentUser(req), Number(req.params.id)),
      };
      res.json(body);
    },
  );

  router.delete(
    "/pro/comparisons/:id",
    requireUser,
    deps.proGate,
    validate({ params: idParamSchema }),
    async (req, res) => {
      await deps.comparisons.remove(currentUser(req), Number(req.params.id));
      res.json({ message: "Comparison deleted." });
    },
  );

  return router;
}
