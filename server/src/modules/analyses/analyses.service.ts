import { isPremium } from "@shared/billing";
import { PREVIEW_MAX_AGE_HOURS, PREVIEW_MAX_AGE_MS } from "@shared/constants";
import {
  type Analysis,
  type AnalysisKind,
  type AnalysisStanding,
  type PaymentType,
  STANDING_DAYS,
  STANDING_MIN_SAMPLE,
} from "@shared/schemas/analysis";
import type { Db } from "../../db/client";
import { AppError } from "../../errors";
import type { Clock } from "../../lib/clock";
import type { Logger } from "../../logger";
import {
  type EngineResult,
  MediaUnreadableError,
  type ScoringEngine,
  isAnalysisFaultError,
} from "../../scoring/engine";
import { type BillingService, proRequired } from "../billing/billing.service";
import type { AccountUser } from "../account/users/user-accounts";
import { createAnalysesRepository } from "./analyses.repository";
import type { AnalysisQueue } from "./analysis-queue";
import { detectMediaFromHeader, readHeader } from "./media-type";
import { displayFileName, presentAnalysis, previewExpiresAt, previewStatus } from "./present-analysis";
import { createMeasuredMediaStore } from "./measured-media";
import { type ProgressHub, stagePercent } from "./progress";
import { removeFile } from "./upload";

/** `sha256`: the file's content hash, taken while it was stored (absent where a caller has none). */
export type UploadedFile = { path: string; size: number; originalname: string; sha256?: string };
export type AnalyzeRequest = {
  file: UploadedFile | undefined;
  caption: string;
  hashtags: string;
  /** "competitor": someone else's post, kept out of the creator's own stats (Pro only, checked by the router). */
  kind?: AnalysisKind;
  requestId?: string;
  /** The QuickTime route: its unreadable-file message suggests converting to MP4. */
  quickTime?: boolean;
  /**
   * Already paid for: the public API counts its analyses against its own monthly allowance when it accepts the job
   * (modules/public-api), so billing is neither asked nor consumed, and this is the payment type stored.
   */
  prepaid?: PaymentType;
};

export const PREVIEW_EXPIRED_MESSAGE = `The preview has expired: media is deleted ${PREVIEW_MAX_AGE_HOURS} hours after the analysis.`;
/** How long a browser may reuse a preview it fetched (never past the preview's own deletion). */
const PREVIEW_CACHE_SECONDS = 300;

export type PreviewImage = { jpeg: Buffer; maxAgeSeconds: number };

export const ANALYSIS_FAILED_MESSAGE = "The analysis failed on our side; nothing was charged. Please try again.";
/** A fault of ours (a killed media tool, a lost model worker) is usually gone by the time the user retries. */
const ANALYSIS_FAILED_RETRY_SECONDS = 5;

export const UNSUPPORTED_FILE_MESSAGE =
  "This file type is not supported. Upload an MP4, MOV or AVI video, or a JPEG or PNG image.";

export function createAnalysesService(deps: {
  db: Db;
  engine: ScoringEngine;
  billing: Pick<BillingService, "precheck" | "consume" | "keptEntitlementNote">;
  progress: ProgressHub;
  /** The machine's line for the engine (analysis-queue.ts). */
  queue: Pick<AnalysisQueue, "turn">;
  logger: Logger;
  clock: Clock;
}) {
  const repository = createAnalysesRepository(deps.db);
  const measuredMedia = createMeasuredMediaStore(deps);

  async function run(user: AccountUser, request: AnalyzeRequest): Promise<Analysis> {
    const { file } = request;
    if (!file) throw new AppError("VALIDATION_FAILED", "Please upload a video or image file to analyse.");
    const uploadedAt = deps.clock.now();
    const publish = (stage: Parameters<ProgressHub["publish"]>[2]) =>
      deps.progress.publish(user.id, request.requestId, stage);
    publish({ stage: "received", percent: stagePercent("received") });

    if (file.size === 0) throw new AppError("UNREADABLE_MEDIA", "The file is empty. Please choose another file.");
    // What would have paid for a refused file is still there; a prepaid analysis has nothing of billing's to keep.
    const keptNote = () => (request.prepaid ? Promise.resolve("") : deps.billing.keptEntitlementNote(user.id));
    const media = detectMediaFromHeader(await readHeader(file.path));
    if (!media) throw new AppError("UNSUPPORTED_FILE", `${UNSUPPORTED_FILE_MESSAGE}${await keptNote()}`);

    if (!request.prepaid) await deps.billing.precheck(user);

    let started = performance.now();
    // The engine's run of the file, when this machine has a free slot; an unreadable file is the user's 422, any
    // other failure ours (503), and nothing is consumed either way.
    const analyseFile = async (): Promise<EngineResult> => {
      try {
        // The engine runs when this machine has a free slot; Pro in force goes ahead, by 15 s at most.
        return await deps.queue.turn(
          { userId: user.id, priority: isPremium(user) },
          (position) => publish({ stage: "queued", percent: stagePercent("queued"), position }),
          () => {
            started = performance.now(); // processingMs is the engine's time, without the wait in line
            return deps.engine.analyze({
              filePath: file.path,
              media,
              caption: request.caption,
              hashtags: request.hashtags,
              onStage: (stage, share) => publish({ stage, percent: stagePercent(stage, share) }),
            });
          },
        );
      } catch (error) {
        if (error instanceof MediaUnreadableError) {
          const hint =
            request.quickTime || media.mime === "video/quicktime" ? " Try converting it to MP4 and upload again." : "";
          const kept = await keptNote();
          throw new AppError(
            "UNREADABLE_MEDIA",
            `We could not read this ${media.kind}: ${error.message}.${hint}${kept}`,
          );
        }
        if (error instanceof AppError) throw error;
        // Only a file that cannot be decoded is the user's problem. A fault of ours (AnalysisFaultError: a killed or
        // hung ffmpeg, a model worker lost mid-job) or any other error is 503: nothing was consumed, since that
        // happens below only after the engine succeeded (docs/decisions/014-our-faults-are-503.md).
        deps.logger.error(
          { err: error, userId: user.id, requestId: request.requestId, fault: isAnalysisFaultError(error) },
          isAnalysisFaultError(error) ? "analysis failed on our side" : "analysis failed with an unexpected error",
        );
        throw new AppError("ANALYSIS_FAILED", ANALYSIS_FAILED_MESSAGE, {
          extra: { retryAfterSeconds: ANALYSIS_FAILED_RETRY_SECONDS },
        });
      }
    };
    // The same file uploaded again (its caption edited): scored from what was measured on it, no decoding.
    const engineKey = `${deps.engine.id}-${deps.engine.version}`;
    const keptMedia = file.sha256 ? await measuredMedia.find(user.id, file.sha256, engineKey) : null;
    const rescored = keptMedia && deps.engine.rescore(keptMedia.measured, request.caption, request.hashtags);
    let result: EngineResult;
    if (keptMedia && rescored) {
      publish({ stage: "scoring", percent: stagePercent("scoring") });
      result = { ...rescored, previewJpeg: keptMedia.previewJpeg };
    } else {
      result = await analyseFile();
    }
    const processingMs = Math.round(performance.now() - started);
    publish({ stage: "generating", percent: stagePercent("generating") });

    // One transaction: what pays for the analysis is consumed only if the analysis is stored with it, so a
    // failed analysis keeps its free trial or paid credit.
    const row = await deps.db.transaction(async (tx) => {
      const paymentType = request.prepaid ?? (await deps.billing.consume(tx, user.id));
      // Pro may have ended since the router's check: a competitor analysis never uses a trial or a credit.
      if (request.kind === "competitor" && paymentType !== "monthly") throw proRequired("Competitor analysis");
      const { signals, engineVersion, explanation, previewJpeg, measured: _measured, ...output } = result;
      return repository.insert(
        {
          userId: user.id,
          fileName: displayFileName(file.originalname),
          fileSize: file.size,
          mediaType: media.kind,
          mimeType: media.mime,
          ...output,
          explanation,
          caption: request.caption,
          hashtags: request.hashtags,
          paymentType,
          kind: request.kind ?? "own",
          signals,
          engineVersion,
          previewJpeg,
          processingMs,
          uploadedAt,
        },
        tx,
      );
    });
    if (result.measured && file.sha256 && !keptMedia) {
      await measuredMedia.keep(user.id, file.sha256, engineKey, {
        measured: result.measured,
        previewJpeg: result.previewJpeg,
      });
    }
    return presentAnalysis(row, deps.clock.now());
  }

  /** Where a score sits among the other analyses of the last STANDING_DAYS days; null below the sample. */
  async function standingOf(id: number, score: number): Promise<AnalysisStanding | null> {
    const since = new Date(deps.clock.now().getTime() - STANDING_DAYS * 24 * 60 * 60 * 1000);
    const { total, below } = await repository.countScoresSince(since, score, id);
    if (total < STANDING_MIN_SAMPLE) return null;
    return { higherThanPercent: Math.floor((100 * below) / total), sample: total, days: STANDING_DAYS };
  }

  return {
    /** Analyses one uploaded file; the file is deleted afterwards whatever happens. */
    async analyze(user: AccountUser, request: AnalyzeRequest): Promise<Analysis> {
      try {
        const analysis = await run(user, request);
        deps.progress.publish(user.id, request.requestId, { stage: "done", percent: 100 });
        return { ...analysis, standing: await standingOf(analysis.id, analysis.viralScore) };
      } catch (error) {
        deps.progress.publish(user.id, request.requestId, {
          stage: "failed",
          percent: 100,
          message: error instanceof AppError ? error.message : "Analysis failed",
        });
        throw error;
      } finally {
        await removeFile(request.file?.path).catch((error) =>
          deps.logger.error({ err: error }, "could not delete an upload"),
        );
      }
    },

    async list(userId: number): Promise<Analysis[]> {
      const now = deps.clock.now();
      return (await repository.listByUser(userId)).map((row) => presentAnalysis(row, now));
    },

    /** getX: the analysis or NOT_FOUND; another user's analysis is FORBIDDEN. With its standing. */
    async get(user: AccountUser, id: number): Promise<Analysis> {
      const row = await repository.findById(id);
      if (!row) throw new AppError("NOT_FOUND", "This analysis does not exist or was deleted.");
      if (row.userId !== user.id) throw new AppError("FORBIDDEN", "You can only open your own analyses.");
      return { ...presentAnalysis(row, deps.clock.now()), standing: await standingOf(row.id, row.viralScore) };
    },

    /** Any user's analysis as its owner sees it, and whose it is: for the admin area, which has no owner check. */
    async findWithOwner(id: number): Promise<{ analysis: Analysis; userId: number } | null> {
      const row = await repository.findById(id);
      if (!row) return null;
      const standing = await standingOf(row.id, row.viralScore);
      return { analysis: { ...presentAnalysis(row, deps.clock.now()), standing }, userId: row.userId };
    },

    /**
     * The still the insight dots sit on, for its owner only: another user's analysis is NOT_FOUND (nobody
     * learns that an image exists), and after 24 hours it is PREVIEW_EXPIRED even before the sweeper ran.
     */
    async getPreview(user: AccountUser, id: number): Promise<PreviewImage> {
      const row = await repository.findPreview(id);
      if (!row || row.userId !== user.id) {
        throw new AppError("NOT_FOUND", "This analysis does not exist or was deleted.");
      }
      const now = deps.clock.now();
      const status = previewStatus({ createdAt: row.createdAt, hasPreview: row.previewJpeg !== null }, now);
      if (status === "expired") throw new AppError("PREVIEW_EXPIRED", PREVIEW_EXPIRED_MESSAGE);
      if (!row.previewJpeg) throw new AppError("NOT_FOUND", "This analysis has no preview image.");
      const secondsLeft = Math.floor((previewExpiresAt(row.createdAt).getTime() - now.getTime()) / 1000);
      return { jpeg: row.previewJpeg, maxAgeSeconds: Math.max(0, Math.min(PREVIEW_CACHE_SECONDS, secondsLeft)) };
    },

    /** Deletes the previews of analyses older than 24 hours, as the FAQ promises; run by the server's sweeper. */
    async sweepExpiredPreviews(): Promise<number> {
      await measuredMedia.sweep();
      return repository.clearPreviewsCreatedBefore(new Date(deps.clock.now().getTime() - PREVIEW_MAX_AGE_MS));
    },

    async remove(user: AccountUser, id: number): Promise<void> {
      const row = await repository.findById(id);
      if (!row) throw new AppError("NOT_FOUND", "This analysis does not exist or was already deleted.");
      if (row.userId !== user.id) throw new AppError("FORBIDDEN", "You can only delete your own analyses.");
      await repository.deleteOwned(id, user.id);
    },
  };
}
export type AnalysesService = ReturnType<typeof createAnalysesService>;
