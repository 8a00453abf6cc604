import type { AnalysisStage, EngineOutput } from "@shared/schemas/analysis";

// The scoring contract. Kept apart from engine.ts so engines can import it without a cycle.

export type DetectedMedia = {
  kind: "video" | "image";
  mime: "video/mp4" | "video/quicktime" | "video/x-msvideo" | "image/jpeg" | "image/png";
};

/**
 * The engine's own stages, reported as each begins: asking ffprobe about the file, decoding its frames (and a
 * video's audio), measuring the sound, waiting for the vision models, and scoring what was measured.
 */
export type EngineStage = Extract<AnalysisStage, "probing" | "decoding" | "sound" | "sight" | "scoring">;

export type EngineInput = {
  filePath: string;
  media: DetectedMedia;
  caption: string;
  hashtags: string;
  /** Called as each stage begins, and again within a long stage with the share (0-1) of it done so far. */
  onStage?: (stage: EngineStage, share?: number) => void;
};

export type EngineResult = EngineOutput & {
  /**
   * The cause (a signal family such as "captions" or "sound") of each recommendation, in the same order;
   * what the Pro analytics page groups recurring advice by. Engines that do not know it leave it out.
   */
  recommendationCauses?: string[];
  signals: Record<string, unknown>;
  engineVersion: string;
  /** The analysed frame (the preview the insight dots sit on) as a JPEG of at most 416 px, no metadata. */
  previewJpeg: Buffer | null;
  /**
   * What the engine measured on the file, before reading the caption, in a form only the same engine version
   * reads back (rescore). Left out when it should not be reused (a model was unavailable).
   */
  measured?: Buffer;
};

/** Decoded pixels, 3 bytes a pixel, row-major. */
export type RgbFrame = { width: number; height: number; rgb: Uint8Array };

/** One luma byte a pixel, row-major (BT.601), at or near the file's own resolution. */
export type GrayFrame = { width: number; height: number; luma: Uint8Array };

/** A rectangle as fractions (0-1) of the frame's width and height. */
export type Box = { x: number; y: number; width: number; height: number };

/** A detected face as fractions of the frame (0-1). */
export type FaceBox = Box & { score: number };

/**
 * "warming" until the first warmUp() settles; then "ready", or "degraded" when the warm-up failed or models did
 * not load (the engine still scores, with less to go on). What GET /api/health reports.
 */
export type EngineReadiness = "warming" | "ready" | "degraded";

export type ScoringEngine = {
  id: string;
  version: string;
  /** Loads models and checks binaries so the first analysis is not slow; safe to call more than once. */
  warmUp(): Promise<void>;
  readiness(): EngineReadiness;
  analyze(input: EngineInput): Promise<EngineResult>;
  /**
   * The result for the same file with another caption and hashtags, from what analyze() measured on it: the
   * text is read again, nothing is decoded. Null when the measurements cannot be read back.
   */
  rescore(measured: Buffer, caption: string, hashtags: string): Omit<EngineResult, "previewJpeg" | "measured"> | null;
  /** Stops helper threads (tests, shutdown). Optional for engines that hold nothing. */
  close?(): Promise<void>;
};

/** Minimal logger shape (pino's methods) so scoring does not depend on the server's logger module. */
export type EngineLogger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
};

export type EngineOptions = {
  logger?: EngineLogger;
  /**
   * The media tools and how far below the event loop the analysis work runs, from the server's configuration
   * (defaults: Debian's ffmpeg, else npm's; niceness 10 for both).
   */
  tools?: { ffmpegPath?: string; ffprobePath?: string; toolNice?: number; modelNice?: number };
  /** Disable the vision models (e.g. a machine without wasm); confidence drops accordingly. */
  faces?: boolean;
};

/** The file is empty, truncated or cannot be decoded. The route answers 422 UNREADABLE_MEDIA. */
export class MediaUnreadableError extends Error {
  readonly code = "UNREADABLE_MEDIA" as const;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MediaUnreadableError";
  }
}

export function isMediaUnreadableError(error: unknown): error is MediaUnreadableError {
  return error instanceof MediaUnreadableError;
}

/**
 * The analysis failed on our side, not because of the file: a media tool was killed from outside, hung past its
 * timeout or could not start, or a model worker crashed, exited or timed out while running a job
 * (docs/decisions/014-our-faults-are-503.md). The route answers 503 ANALYSIS_FAILED; nothing is consumed.
 */
export class AnalysisFaultError extends Error {
  readonly code = "ANALYSIS_FAILED" as const;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AnalysisFaultError";
  }
}

export function isAnalysisFaultError(error: unknown): error is AnalysisFaultError {
  return error instanceof AnalysisFaultError;
}
