import { type Request, type RequestHandler, Router } from "express";
import { z } from "zod";
import { hasControlCharacter } from "@shared/schemas/common";
import {
  type ApiJob,
  type ApiJobListResponse,
  type ApiUsage,
  apiAnalysisFieldsSchema,
  apiJobListQuerySchema,
  captionScoreBodySchema,
  type CaptionScoreResponse,
  idempotencyKeySchema,
  uuidParamSchema,
} from "@shared/schemas/public-api";
import { AppError, controlCharacterError } from "../../errors";
import { findControlCharacter } from "../../http/control-characters";
import { requestLanguage } from "../../http/request-language";
import { validate, validationError } from "../../http/validate";
import { translateErrorText } from "../../i18n/error-text";
import type { AccountUser } from "../account/users/user-accounts";
import type { UploadedFile } from "../analyses/analyses.service";
import { UNSUPPORTED_FILE_MESSAGE } from "../analyses/analyses.service";
import { detectMediaFromHeader, readHeader } from "../analyses/media-type";
import { removeFile } from "../analyses/upload";
import { currentCaller, requireApiKey } from "./api-auth";
import type { ApiJobRunner } from "./api-job-runner";
import type { ApiJobsService } from "./api-jobs.service";
import type { ApiKeysService } from "./api-keys.service";
import { documentIn } from "./openapi";

// The versioned API for programs (decision 038). Every route but the OpenAPI document takes a key; the scoring
// routes also need Pro in force (402 otherwise), while a key of an account that lost Pro may still read its jobs
// and usage.

const idempotencyHeaderSchema = z.object({ "Idempotency-Key": idempotencyKeySchema.optional() });

const EMPTY_FILE_MESSAGE = "The file is empty. Please choose another file.";
export const FILE_REQUIRED_MESSAGE = 'Send the image or video in the multipart form field "file".';

type RateInfo = { limit: number; used: number };

export function createPublicApiRouter(deps: {
  apiKeys: Pick<ApiKeysService, "authenticate">;
  jobs: ApiJobsService;
  runner: Pick<ApiJobRunner, "enqueue">;
  upload: RequestHandler;
  /** Per key, with the IETF RateLimit-* headers on every answer (http/rate-limit.ts). */
  limit: RequestHandler;
  /** 402 unless the key's owner has Pro in force. */
  requirePro: (user: AccountUser, feature: string) => Promise<void>;
  /** The caption score of the content planner (planning.service.ts scoreText). */
  scoreCaption: (body: { caption: string; hashtags: string }) => CaptionScoreResponse;
  openApiDocument: () => unknown;
}) {
  const router = Router();
  const pro =
    (feature: string): RequestHandler =>
    async (req, _res, next) => {
      await deps.requirePro(currentCaller(req).user, feature);
      next();
    };

  router.get("/v1/openapi.json", (req, res) => {
    res.setHeader("Cache-Control", "public, max-age=300");
    // Its prose follows the reader's language, as error messages do (the "lang" cookie, else Accept-Language).
    res.setHeader("Vary", "Accept-Language, Cookie");
    res.json(documentIn(deps.openApiDocument(), requestLanguage(req)));
  });

  router.use("/v1", requireApiKey(deps.apiKeys), deps.limit);

  // The key, the Idempotency-Key header and whether the analysis could be paid are checked before the upload is
  // read, so a refusal costs the client no upload and us no disk.
  const idempotencyKey: RequestHandler = (req, _res, next) => {
    const parsed = idempotencyHeaderSchema.safeParse({ "Idempotency-Key": req.get("idempotency-key") });
    if (!parsed.success) throw validationError(parsed.error, "body");
    next();
  };
  const payable: RequestHandler = async (req, _res, next) => {
    const refusal = await deps.jobs.refusalBeforeUpload(currentCaller(req), req.get("idempotency-key"));
    if (refusal) throw refusal;
    next();
  };

  router.post(
    "/v1/analyses",
    pro("Analyses through the API"),
    idempotencyKey,
    payable,
    deps.upload,
    async (req, res) => {
      const caller = currentCaller(req);
      const file = req.file as (UploadedFile & { sha256?: string }) | undefined;
      try {
        const withControl =
          findControlCharacter(req.body ?? {}, true) ??
          (file && hasControlCharacter(file.originalname) ? "file name" : null);
        if (withControl !== null) throw controlCharacterError(withControl);
        const parsed = apiAnalysisFieldsSchema.safeParse(req.body ?? {});
        if (!parsed.success) throw validationError(parsed.error, "body");
        if (!file) {
          throw new AppError("VALIDATION_FAILED", FILE_REQUIRED_MESSAGE, {
            fieldErrors: { file: [FILE_REQUIRED_MESSAGE] },
          });
        }
        // An empty file or one that is no image or video is refused now, before it is counted or charged; a file
        // that only fails to decode fails its job later, with the engine's message.
        if (file.size === 0) throw new AppError("UNREADABLE_MEDIA", EMPTY_FILE_MESSAGE);
        if (!detectMediaFromHeader(await readHeader(file.path))) {
          throw new AppError("UNSUPPORTED_FILE", UNSUPPORTED_FILE_MESSAGE);
        }
        const submitted = await deps.jobs.submit(caller, {
          file: { ...file, sha256: file.sha256 ?? "" },
          caption: parsed.data.caption,
          hashtags: parsed.data.hashtags,
          idempotencyKey: req.get("idempotency-key"),
        });
        if (submitted.created) {
          void deps.runner.enqueue({
            id: submitted.job.id,
            user: caller.user,
            file,
            caption: parsed.data.caption,
            hashtags: parsed.data.hashtags,
            billing: submitted.job.billing as "included" | "overage",
          });
        } else {
          await removeFile(file.path);
          // As Stripe names it: the client can tell a retry's answer from a new job's.
          res.setHeader("Idempotent-Replayed", "true");
        }
        res.status(202).json(submitted.accepted);
      } catch (error) {
        await removeFile(file?.path);
        throw error;
      }
    },
  );

  // A failed job's message in the reader's language (Accept-Language), as an error answer's is; the code stays.
  const inReadersLanguage = (job: ApiJob, req: Request): ApiJob =>
    job.error
      ? { ...job, error: { ...job.error, message: translateErrorText(job.error.message, requestLanguage(req)) } }
      : job;

  router.get("/v1/analyses", validate({ query: apiJobListQuerySchema }), async (req, res) => {
    const page = await deps.jobs.list(currentCaller(req).user, req.query as never);
    const body: ApiJobListResponse = { ...page, data: page.data.map((job) => inReadersLanguage(job, req)) };
    res.json(body);
  });

  router.get("/v1/analyses/:id", validate({ params: uuidParamSchema }), async (req, res) => {
    const body: ApiJob = inReadersLanguage(await deps.jobs.get(currentCaller(req).user, String(req.params.id)), req);
    res.json(body);
  });

  router.post(
    "/v1/captions/score",
    pro("Caption scoring through the API"),
    validate({ body: captionScoreBodySchema }),
    (req, res) => {
      res.json(deps.scoreCaption(req.body));
    },
  );

  router.get("/v1/usage", async (req, res) => {
    const rate = (req as { rateLimit?: RateInfo }).rateLimit ?? { limit: 0, used: 0 };
    const body: ApiUsage = await deps.jobs.usage(currentCaller(req).user, { limit: rate.limit, used: rate.used });
    res.json(body);
  });

  return router;
}
