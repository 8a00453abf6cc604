import multer from "multer";
import { type RequestHandler, Router } from "express";
import { idParamSchema } from "@shared/schemas/common";
import {
  IMPORT_MAX_BYTES,
  type ImportPreview,
  type ImportResponse,
  importBodySchema,
  markPostedBodySchema,
  type PlatformResults,
  type PostedResponse,
  type PublicResultsFigure,
  type YourScore,
  type OutcomeListResponse,
  type OutcomeResponse,
  outcomeInputSchema,
  type ScoreVsResults,
} from "@shared/schemas/outcomes";
import { currentUser, requireUser } from "../../http/auth";
import { validate } from "../../http/validate";
import { AppError } from "../../errors";
import type { OutcomesService } from "./outcomes.service";

/** The export is read in memory: it is at most IMPORT_MAX_BYTES, and it is never kept. */
const memoryUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1 },
}).single("file");

const importUpload: RequestHandler = (req, res, next) => {
  memoryUpload(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError && error.code === "LIMIT_FILE_SIZE") {
      return next(
        new AppError("FILE_TOO_LARGE", `A results export may be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`),
      );
    }
    const message =
      error instanceof multer.MulterError
        ? 'Send exactly one file, in the form field "file".'
        : "The upload was incomplete or malformed. Please try again.";
    next(new AppError("VALIDATION_FAILED", message));
  });
};

export function createOutcomesRouter(deps: {
  outcomes: OutcomesService;
  /** 402 requiresPayment without Pro (billing/pro-gate.ts): Score vs results is a Pro section. */
  proGate: RequestHandler;
  /** 401 without an admin token (http/admin-auth.ts). */
  admin: RequestHandler;
}) {
  const router = Router();

  // The platform's figure: in full for admins, and in public only once it rests on enough posts and creators.
  router.get("/admin/score-vs-results", deps.admin, async (_req, res) => {
    const body: PlatformResults = await deps.outcomes.platform();
    res.json(body);
  });
  router.get("/how-we-score", async (_req, res) => {
    const body: PublicResultsFigure = await deps.outcomes.publicFigure();
    res.json(body);
  });

  router.post("/outcomes/import/preview", requireUser, importUpload, async (req, res) => {
    if (!req.file) {
      throw new AppError("VALIDATION_FAILED", 'Send the export as one file, in the form field "file".', {
        fieldErrors: { file: ["Choose a CSV or XLSX export"] },
      });
    }
    const body: ImportPreview = await deps.outcomes.previewImport(currentUser(req), req.file);
    res.json(body);
  });

  router.post("/outcomes/import", requireUser, validate({ body: importBodySchema }), async (req, res) => {
    const body: ImportResponse = { imported: await deps.outcomes.import(currentUser(req), req.body) };
    res.status(201).json(body);
  });

  router.get(
    "/pro/results/:id/your-score",
    requireUser,
    deps.proGate,
    validate({ params: idParamSchema }),
    async (req, res) => {
      const body: YourScore = await deps.outcomes.yourScore(currentUser(req), Number(req.params.id));
      res.json(body);
    },
  );

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
    const body: OutcomeListResponse = await deps.outcomes.list(currentUser(req), Number(req.params.id));
    res.json(body);
  });

  router.put(
    "/analyses/:id/posted",
    requireUser,
    validate({ params: idParamSchema, body: markPostedBodySchema }),
    async (req, res) => {
      const body: PostedResponse = {
        posted: await deps.outcomes.markPosted(currentUser(req), Number(req.params.id), req.body),
      };
      res.json(body);
    },
  );

  return router;
}
