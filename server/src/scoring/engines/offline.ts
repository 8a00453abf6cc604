import { type FaceBox, getFaceDetector, closeFaceDetector } from "../faces/face-detector";
import { loadImage } from "../media/image";
import { probeVideo, type VideoFacts } from "../media/probe";
import { resolveMediaTools } from "../media/tools";
import { AUDIO_RATE, HOOK_FPS, HOOK_SECONDS, decodeAudio, decodeHook, decodeSamplesAndAudio } from "../media/video";
import { scoreMeasurements } from "../score";
import { AudioMeter, audioStats } from "../signals/audio";
import { complianceHits } from "../signals/compliance";
import {
  type FaceObservation,
  type Measurements,
  summarizeFaces,
  summarizeHook,
  summarizePicture,
  summarizeSamples,
} from "../signals/measurements";
import { type FrameStats, type RgbFrame, frameStats } from "../signals/pixels";
import { textSignals } from "../signals/text";
import {
  type EngineInput,
  type EngineLogger,
  type EngineOptions,
  type EngineResult,
  MediaUnreadableError,
  type ScoringEngine,
} from "../types";

// The default engine: everything measured on this machine, offline, deterministic (PRODUCT.md §3).

export const OFFLINE_ENGINE_VERSION = "1.0.0";
const SAMPLE_COUNT = 6;
/** Hook frames sent to the face detector: 0 s and 1.5 s. */
const HOOK_FACE_FRAMES = [0, Math.round(1.5 * HOOK_FPS)];
/** Sampled moments sent to the face detector (indices into the samples). */
const SAMPLE_FACE_FRAMES = [1, 4];
/** Analyses at once per process; more would only queue for the 2 cores. */
const MAX_CONCURRENT = 2;

type Detector = { detect(frame: RgbFrame): Promise<FaceBox[] | null> } | null;

/** Sample times after the hook: the middle of SAMPLE_COUNT equal slices of [3 s, end). */
export function sampleTimes(durationSec: number | null): number[] {
  if (durationSec === null || durationSec < HOOK_SECONDS + 1) return [];
  const span = durationSec - HOOK_SECONDS;
  const count = Math.min(SAMPLE_COUNT, Math.max(1, Math.floor(span / 1.5)));
  return Array.from({ length: count }, (_, i) => Math.round((HOOK_SECONDS + (span * (i + 0.5)) / count) * 1000) / 1000);
}

async function detectFaces(detector: Detector, frame: RgbFrame): Promise<FaceBox[] | null> {
  return detector ? detector.detect(frame) : null;
}

async function measureVideo(input: EngineInput, detector: Detector): Promise<Measurements> {
  input.onStage?.("probing");
  const hookStats: FrameStats[] = [];
  const faceJobs: Promise<FaceObservation | null>[] = [];
  const observe = (frame: RgbFrame, source: "hook" | "sample", t: number) =>
    faceJobs.push(detectFaces(detector, frame).then((faces) => (faces ? { source, t, faces } : null)));

  // The hook decode does not need ffprobe's answer, so both start at once.
  const abort = new AbortController();
  const hook = decodeHook(
    input.filePath,
    (frame, index) => {
      hookStats.push(frameStats(frame));
      if (HOOK_FACE_FRAMES.includes(index)) observe(frame, "hook", index / HOOK_FPS);
    },
    abort.signal,
  );
  // Awaited below; until then a failure must not count as an unhandled rejection.
  hook.catch(() => undefined);
  let facts: VideoFacts;
  try {
    facts = await probeVideo(input.filePath);
  } catch (error) {
    abort.abort();
    throw error;
  }
  input.onStage?.("analyzing");
  const times = sampleTimes(facts.durationSec);
  let meter = facts.hasAudio ? new AudioMeter(AUDIO_RATE) : null;
  const samples = decodeSamplesAndAudio(input.filePath, times, meter ? (chunk) => meter!.push(chunk) : null);
  const [hookCount, sampled] = await Promise.all([
    hook.catch((error: unknown) => {
      throw new MediaUnreadableError("The video could not be decoded", { cause: error });
    }),
    samples,
  ]);
  if (facts.hasAudio && !sampled.audioOk) {
    // The combined process failed (e.g. a damaged tail): measure the audio on its own.
    const retry = new AudioMeter(AUDIO_RATE);
    meter = (await decodeAudio(input.filePath, (chunk) => retry.push(chunk)).then(
      () => true,
      () => false,
    ))
      ? retry
      : null;
  }

  // A file whose opening does not decode is unreadable (empty, truncated, wrong codec).
  const expectedHook = Math.min(HOOK_SECONDS, facts.durationSec ?? HOOK_SECONDS) * HOOK_FPS;
  if (hookCount === 0 || hookCount < Math.floor(expectedHook * 0.5)) {
    throw new MediaUnreadableError("The video could not be decoded (truncated or damaged)");
  }
  const sampleStats = sampled.frames.map((f) => (f ? frameStats(f) : null));
  const decodedSamples = sampleStats.filter((s) => s !== null).length;
  if (times.length >= 3 && decodedSamples < Math.ceil(times.length / 2)) {
    // Most of the timeline is missing: the container promises more than the file holds.
    throw new MediaUnreadableError("The video is truncated: most of its timeline cannot be decoded");
  }
  SAMPLE_FACE_FRAMES.forEach((i) => {
    const frame = sampled.frames[i];
    if (frame) observe(frame, "sample", times[i]!);
  });
  const observations = (await Promise.all(faceJobs)).filter((o): o is FaceObservation => o !== null);
  const faceAvailable = detector !== null && observations.length > 0;

  const hookSummary = summarizeHook(hookStats, HOOK_FPS);
  const sampleSummary = summarizeSamples(hookStats[hookStats.length - 1] ?? null, sampleStats, times);
  // Picture signals: medians over one hook frame per second plus the sampled keyframes.
  const pictureFrames = [
    ...hookStats.filter((_, i) => i % HOOK_FPS === 0),
    ...sampleStats.filter((s): s is FrameStats => s !== null),
  ];
  const previewIndex = Math.max(
    0,
    hookStats.findIndex((f) => !f.isBlack),
  );
  const preview = hookStats[previewIndex]!;
  const audio = meter ? meter.finish() : null;
  const frameRate = facts.frameRate;
  const text = textSignals(input.caption, input.hashtags);
  const hookFrozenPairs = Math.round(hookSummary.frozenSeconds * HOOK_FPS);
  const deadCount = hookSummary.blackFrames + hookFrozenPairs + sampleSummary.frozenPairs + sampleSummary.blackFrames;
  return {
    kind: "video",
    container: facts.container,
    codec: facts.videoCodec,
    width: facts.displayWidth,
    height: facts.displayHeight,
    rotation: facts.rotation,
    durationSec: facts.durationSec,
    frameRate,
    bitRate: facts.bitRate,
    bitsPerPixel:
      facts.bitRate && frameRate ? facts.bitRate / (facts.codedWidth * facts.codedHeight * frameRate) : null,
    hasAudioStream: facts.hasAudio,
    picture: summarizePicture(pictureFrames),
    preview: {
      t: previewIndex / HOOK_FPS,
      gridLuma: preview.gridLuma,
      gridEdges: preview.gridEdges,
      brightness: preview.brightness,
      edgeMean: preview.edgeMean,
    },
    hook: hookSummary,
    samples: {
      planned: sampleSummary.planned,
      decoded: sampleSummary.decoded,
      times: sampleSummary.times,
      sceneChanges: sampleSummary.sceneChanges,
      pairs: sampleSummary.pairs,
    },
    deadFrames: {
      count: Math.min(deadCount, hookStats.length + decodedSamples),
      of: hookStats.length + decodedSamples,
    },
    audio,
    faces: summarizeFaces(faceAvailable, observations, "hook", previewIndex === 0 ? 0 : null),
    text,
    compliance: complianceHits(input.caption, text.hashtags),
  };
}

async function measureImage(input: EngineInput, detector: Detector): Promise<Measurements> {
  input.onStage?.("probing");
  const { facts, frame } = await loadImage(input.filePath);
  input.onStage?.("analyzing");
  const facesPromise = detectFaces(detector, frame);
  const stats = frameStats(frame);
  const text = textSignals(input.caption, input.hashtags);
  const faces = await facesPromise;
  const observations: FaceObservation[] = faces ? [{ source: "image", t: null, faces }] : [];
  return {
    kind: "image",
    container: facts.format,
    codec: facts.format,
    width: facts.displayWidth,
    height: facts.displayHeight,
    rotation: 0,
    durationSec: null,
    frameRate: null,
    bitRate: null,
    bitsPerPixel: null,
    hasAudioStream: false,
    picture: summarizePicture([stats]),
    preview: {
      t: null,
      gridLuma: stats.gridLuma,
      gridEdges: stats.gridEdges,
      brightness: stats.brightness,
      edgeMean: stats.edgeMean,
    },
    hook: null,
    samples: null,
    deadFrames: null,
    audio: null,
    faces: summarizeFaces(faces !== null, observations, "image", null),
    text,
    compliance: complianceHits(input.caption, text.hashtags),
  };
}

/** Runs the statistics once on synthetic data so the first real analysis does not pay for the JIT. */
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

export function createOfflineEngine(options: EngineOptions = {}): ScoringEngine {
  const logger: EngineLogger | undefined = options.logger;
  const useFaces = options.faces !== false;
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
  };
  const release = () => {
    running--;
    waiting.shift()?.();
  };

  const engine: ScoringEngine = {
    id: "offline",
    version: OFFLINE_ENGINE_VERSION,
    async warmUp() {
      const tools = resolveMediaTools();
      logger?.info({ ffmpeg: tools.ffmpeg, source: tools.source }, "scoring: media tools");
      warmStatistics();
      if (useFaces) await getFaceDetector(logger).warmUp();
    },
    async analyze(input) {
      await acquire();
      try {
        const detector = useFaces ? getFaceDetector(logger) : null;
        const measurements =
          input.media.kind === "video" ? await measureVideo(input, detector) : await measureImage(input, detector);
        input.onStage?.("generating");
        const { raw, weights, confidenceReasons, ...output } = scoreMeasurements(measurements);
        const { preview: _preview, ...signals } = measurements;
        const result: EngineResult = {
          ...output,
          signals: roundDeep({
            ...signals,
            faces: { ...signals.faces, preview: measurements.faces.preview },
            score: { raw, weights, confidenceReasons },
          }) as Record<string, unknown>,
          engineVersion: `offline-${OFFLINE_ENGINE_VERSION}`,
          previewJpeg: null,
        };
        return result;
      } finally {
        release();
      }
    },
    async close() {
      await closeFaceDetector();
    },
  };
  return engine;
}
