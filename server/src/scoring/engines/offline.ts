import { deserialize, serialize } from "node:v8";
import pLimit from "p-limit";
import { DEFAULT_TOOL_NICE, configureMediaTools, resolveMediaTools } from "../media/tools";
import { DEFAULT_MODEL_NICE, configureModelThreads } from "../thread-settings";
import { AUDIO_RATE, HOOK_FPS } from "../media/video";
import { scoreMeasurements } from "../score";
import { audioStats } from "../signals/audio";
import { summarizeHook, summarizePicture } from "../signals/measurements";
import { frameStats } from "../signals/pixels";
import { textSignals } from "../signals/text";
import type { EngineLogger, EngineOptions, EngineResult, ScoringEngine } from "../types";
import { closePixelMeasures, getPixelMeasures } from "../measures";
import { closeVisionService, getVisionService } from "../vision";
import { measureImage } from "./measure-image";
import { measureVideo } from "./measure-video";
import { type MeasuredMedia, completeMeasurements } from "./sight-summary";

// The default engine: everything measured on this machine, offline, deterministic (the same file, caption and
// hashtags always give the same result).

export const OFFLINE_ENGINE_VERSION = "2.1.0";
/** Analyses at once per process; more would only queue for the 2 cores. */
const MAX_CONCURRENT = 2;

/**
 * Runs the event loop's own statistics on synthetic data so the first real analysis does not pay for the JIT
 * (the pixel measures warm up in their own thread).
 */
function warmStatistics(): void {
  const width = 234;
  const height = 416;
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < rgb.length; i++) rgb[i] = (i * 7919) % 251;
  const a = frameStats({ width, height, rgb });
  summarizeHook([a, a], HOOK_FPS);
  summarizePicture([a]);
  const pcm = new Int16Array(AUDIO_RATE);
  for (let i = 0; i < pcm.length; i++) pcm[i] = Math.round(8000 * Math.sin(i / 10));
  audioStats(pcm, AUDIO_RATE);
  textSignals("warm up? comment", "#a");
}

/** Rounds every number in the raw signals so they are stable and readable. */
function roundDeep(value: unknown): unknown {
  if (typeof value === "number") return Number.isFinite(value) ? Math.round(value * 1000) / 1000 : null;
  if (Array.isArray(value)) return value.map(roundDeep);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, roundDeep(v)]));
  }
  return value;
}

/**
 * What was measured, without how long each model took: the same file and text always give the same result, the
 * kept measurements included (no score reads the timings).
 */
function withoutTimings(media: MeasuredMedia): MeasuredMedia {
  const frames = media.sight.frames.map((f) => ({
    ...f,
    vision: f.vision && { ...f.vision, ms: {} },
    ocr: f.ocr && { ...f.ocr, ms: 0 },
  }));
  return { ...media, sight: { ...media.sight, frames } };
}

/** Scores what was measured on a file with a caption and hashtags (everything of the result but the preview). */
function scoreMedia(media: MeasuredMedia, caption: string, hashtags: string): Omit<EngineResult, "previewJpeg"> {
  const measurements = completeMeasurements(media, caption, hashtags);
  const { raw, weights, confidenceReasons, ...output } = scoreMeasurements(measurements);
  const { preview: _preview, ...signals } = measurements;
  return {
    ...output,
    signals: roundDeep({
      ...signals,
      faces: { ...signals.faces, preview: measurements.faces.preview },
      score: { raw, weights, confidenceReasons },
    }) as Record<string, unknown>,
    engineVersion: `offline-${OFFLINE_ENGINE_VERSION}`,
  };
}

export function createOfflineEngine(options: EngineOptions = {}): ScoringEngine {
  const logger: EngineLogger | undefined = options.logger;
  if (options.tools) {
    const { ffmpegPath, ffprobePath, toolNice, modelNice } = options.tools;
    configureMediaTools({ ffmpegPath, ffprobePath, nice: toolNice ?? DEFAULT_TOOL_NICE });
    configureModelThreads({ nice: modelNice ?? DEFAULT_MODEL_NICE });
  }
  const useModels = options.faces !== false;
  // Analyses beyond MAX_CONCURRENT wait here in order (the server's fair line normally keeps them from coming).
  const limit = pLimit(MAX_CONCURRENT);

  let readiness: ReturnType<ScoringEngine["readiness"]> = "warming";
  const engine: ScoringEngine = {
    id: "offline",
    version: OFFLINE_ENGINE_VERSION,
    readiness: () => readiness,
    async warmUp() {
      try {
        const tools = resolveMediaTools();
        logger?.info({ ffmpeg: tools.ffmpeg, source: tools.source }, "scoring: media tools");
        warmStatistics();
        await Promise.all([getPixelMeasures(logger).warmUp(), useModels ? getVisionService(logger).warmUp() : null]);
        readiness = useModels && !getVisionService(logger).status().vision ? "degraded" : "ready";
      } catch (error) {
        readiness = "degraded";
        throw error;
      }
    },
    analyze(input) {
      return limit(async () => {
        const vision = useModels ? getVisionService(logger) : null;
        const { media, previewJpeg } =
          input.media.kind === "video" ? await measureVideo(input, vision) : await measureImage(input, vision);
        input.onStage?.("scoring");
        const status = media.sight.status;
        // Kept for a later caption only when every model answered: a file measured without them would keep
        // its missing answers after the models are back.
        const complete = Boolean(status?.vision && status.nsfw && status.ocr);
        return {
          ...scoreMedia(media, input.caption, input.hashtags),
          previewJpeg: await previewJpeg,
          ...(complete ? { measured: serialize(withoutTimings(media)) } : {}),
        };
      });
    },
    rescore(measured, caption, hashtags) {
      let media: MeasuredMedia;
      try {
        media = deserialize(measured) as MeasuredMedia;
      } catch {
        return null;
      }
      if (!media?.base || !media.sight) return null;
      return scoreMedia(media, caption, hashtags);
    },
    async close() {
      await Promise.all([closeVisionService(), closePixelMeasures()]);
    },
  };
  return engine;
}
