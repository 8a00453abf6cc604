import { decodeDetailFrame } from "../media/detail-frame";
import { encodePreviewJpeg } from "../media/preview-jpeg";
import { probeVideo, probeVideoAndPackets, type VideoFacts } from "../media/probe";
import { toolFault } from "../media/tools";
import { decodeKeyframePass, keyframeIndexAt } from "../media/keyframe-pass";
import type { Keyframe, PacketFacts } from "../media/keyframes";
import {
  AUDIO_RATE,
  AUDIO_SECONDS,
  HOOK_FPS,
  HOOK_SECONDS,
  decodeAudio,
  decodeHook,
  decodeSamplesAndAudio,
} from "../media/video";
import { AudioMeter } from "../signals/audio";
import { AudioTimelineMeter } from "../signals/audio-timeline";
import { summarizeHook, summarizePicture, summarizeSamples } from "../signals/measurements";
import { getPixelMeasures } from "../measures";
import type { FrameStats } from "../signals/pixels";
import { hasText } from "../signals/sight";
import { buildTimeline } from "../signals/timeline";
import { type EngineInput, type GrayFrame, MediaUnreadableError, type RgbFrame } from "../types";
import type { VisionService } from "../vision/types";
import { measureQuality } from "./quality";
import { SightCollector, type SightRequest } from "./sight";
import type { MeasuredMedia } from "./sight-summary";

// A video: ffprobe and the hook decode start together; sampled keyframes, audio and one full-resolution frame
// follow; the models see a handful of small frames as they arrive (which frame gets which model is below).

const SAMPLE_COUNT = 6;
const HOOK_MIDDLE = Math.round(1.5 * HOOK_FPS);
/**
 * The preview (the still kept, the frame the dots sit on, the one the body and object models see) is the
 * first hook frame that is not black and not still fading in; after 1 s, the first that is not black.
 */
const PREVIEW_MIN_LUMA = 35;

/** Sample times after the hook: the middle of SAMPLE_COUNT equal slices of [3 s, end). */
export function sampleTimes(durationSec: number | null): number[] {
  if (durationSec === null || durationSec < HOOK_SECONDS + 1) return [];
  const span = durationSec - HOOK_SECONDS;
  const count = Math.min(SAMPLE_COUNT, Math.max(1, Math.floor(span / 1.5)));
  return Array.from({ length: count }, (_, i) => Math.round((HOOK_SECONDS + (span * (i + 0.5)) / count) * 1000) / 1000);
}

/**
 * The middle sampled moment is the third frame the models see (faces, the NSFW check, OCR where text is),
 * after the preview (faces, body, NSFW; objects when no person is there) and the hook at 1.5 s (faces).
 * Three frames keep the per-frame pixel measures and the models within the time budget.
 */
const middleSample = (count: number) => Math.floor(count / 2);

type VideoResult = { media: MeasuredMedia; previewJpeg: Promise<Buffer | null> };

/** Measures a video; on any failure every ffmpeg process it started is stopped. */
export async function measureVideo(input: EngineInput, vision: VisionService | null): Promise<VideoResult> {
  const abort = new AbortController();
  try {
    return await measure(input, vision, abort);
  } catch (error) {
    abort.abort();
    throw error;
  }
}

async function measure(input: EngineInput, vision: VisionService | null, abort: AbortController): Promise<VideoResult> {
  input.onStage?.("probing");
  const hookStats: FrameStats[] = [];
  const sight = new SightCollector(vision);
  let preview: { frame: RgbFrame; index: number; jpeg: Promise<Buffer | null> } | null = null;

  // The hook decode does not need ffprobe's answer, so both start at once.
  // Each hook frame is measured in the pixel-measures thread as it arrives; which one becomes the preview is
  // decided frame after frame, in order.
  const measures = getPixelMeasures();
  let hookFrames: Promise<void> = Promise.resolve();
  const onHookFrame = (frame: RgbFrame, index: number, stats: FrameStats) => {
    hookStats.push(stats);
    const t = index / HOOK_FPS;
    if (!preview && !stats.isBlack && (stats.brightness >= PREVIEW_MIN_LUMA || index >= HOOK_FPS)) {
      // Encoded now, in libvips threads, while the rest of the clip decodes.
      preview = { frame, index, jpeg: encodePreviewJpeg(frame).catch(() => null) };
      sight.add(
        frame,
        { source: "hook", t, tasks: { faces: true, body: true, nsfw: true }, objectsUnlessPerson: true, read: true },
        index,
      );
    } else if (index === HOOK_MIDDLE)
      sight.add(frame, { source: "hook", t, tasks: { faces: true }, read: true }, index);
  };
  const hook = decodeHook(
    input.filePath,
    (frame, index) => {
      const measured = measures.frameStats(frame);
      measured.catch(() => undefined); // awaited in the chain below
      hookFrames = hookFrames.then(async () => onHookFrame(frame, index, await measured));
      hookFrames.catch(() => undefined); // awaited once the decode ends; a decode that fails first never does
    },
    abort.signal,
  ).then(async (count) => {
    await hookFrames;
    return count;
  });
  // Awaited below; until then a failure must not count as an unhandled rejection.
  hook.catch(() => undefined);
  // ffprobe tells the facts, the file's index or ffprobe lists the packets (the keyframes' times); then one pass
  // decodes the keyframes small, the sampled moments among them, the sound and, where it can, the
  // full-resolution detail frame.
  const { facts, packets } = await probeWithPackets(input.filePath);
  input.onStage?.("decoding");
  const times = sampleTimes(facts.durationSec);
  const detail = new Deferred<GrayFrame | null>();
  const sampleSight = (moment: number): SightRequest => ({
    source: "sample",
    t: times[moment]!,
    tasks: { faces: true, nsfw: true },
    read: true,
  });
  let early: { frame: RgbFrame; discard: () => void } | null = null;
  // Each frame's statistics, started as the frame arrives (in the turn queue) and awaited where used.
  const stats = new WeakMap<RgbFrame, Promise<FrameStats>>();
  const statsOf = (frame: RgbFrame) => {
    let known = stats.get(frame);
    if (!known) stats.set(frame, (known = measures.frameStats(frame)));
    return known;
  };
  const quality = measureQuality(detail.promise);
  quality.catch(() => undefined); // awaited below; a fault before then is not an unhandled rejection
  const [hookCount, sampled] = await Promise.all([
    hook.catch((error: unknown) => {
      throw toolFault(error) ?? new MediaUnreadableError("The video could not be decoded", { cause: error });
    }),
    decodeAfterHook(input.filePath, facts, times, packets, detail, abort.signal, {
      onSample: (moment, frame) => {
        void statsOf(frame);
        // The models see the middle moment as soon as the keyframe pass decodes it, while the pass goes on.
        if (moment === middleSample(times.length)) {
          early = { frame, discard: sight.add(frame, sampleSight(moment), 1000) };
        }
      },
      onKeyframe: (frame) => void statsOf(frame),
    }),
  ]);
  let meter = sampled.sound?.meter ?? null;
  let soundByTheSecond = sampled.sound?.timeline ?? null;
  if (facts.hasAudio) input.onStage?.("sound");
  if (facts.hasAudio && !sampled.audioOk) {
    // The combined process failed (e.g. a damaged tail): measure the audio on its own.
    const retry = new AudioMeter(AUDIO_RATE);
    const retryTimeline = new AudioTimelineMeter(AUDIO_RATE);
    const ok = await decodeAudio(input.filePath, feedAudio({ meter: retry, timeline: retryTimeline })).then(
      () => true,
      (error: unknown) => {
        // The file's audio may be damaged (scored without it); a killed or hung ffmpeg is ours.
        const fault = toolFault(error);
        if (fault) throw fault;
        return false;
      },
    );
    meter = ok ? retry : null;
    soundByTheSecond = ok ? retryTimeline : null;
  }

  // A file whose opening does not decode is unreadable (empty, truncated, wrong codec).
  const expectedHook = Math.min(HOOK_SECONDS, facts.durationSec ?? HOOK_SECONDS) * HOOK_FPS;
  if (hookCount === 0 || hookCount < Math.floor(expectedHook * 0.5)) {
    throw new MediaUnreadableError("The video could not be decoded (truncated or damaged)");
  }
  const sampleStats = await Promise.all(sampled.frames.map((f) => (f ? statsOf(f) : null)));
  const decodedSamples = sampleStats.filter((s) => s !== null).length;
  if (times.length >= 3 && decodedSamples < Math.ceil(times.length / 2)) {
    // Most of the timeline is missing: the container promises more than the file holds.
    throw new MediaUnreadableError("The video is truncated: most of its timeline cannot be decoded");
  }
  const middle = middleSample(times.length);
  const middleFrame = sampled.frames[middle];
  const seenEarly = early as { frame: RgbFrame; discard: () => void } | null;
  if (seenEarly?.frame !== middleFrame) {
    // The pass failed after that frame and the moment was decoded again: the models see the frame kept.
    seenEarly?.discard();
    if (middleFrame) sight.add(middleFrame, sampleSight(middle), 1000);
  }
  const audio = meter ? meter.finish() : null;
  input.onStage?.("sight");
  const [frames, qualityResult] = await Promise.all([
    sight.finish((share) => input.onStage?.("sight", share)),
    quality,
  ]);
  const keyframed = sampled.keyframed;

  const keyframeStats = await Promise.all(
    (keyframed?.frames ?? []).map(async (k) => ({ t: k.t, stats: await statsOf(k.frame) })),
  );
  const hookSummary = summarizeHook(hookStats, HOOK_FPS);
  const sampleSummary = summarizeSamples(hookStats[hookStats.length - 1] ?? null, sampleStats, times);
  // Picture signals: medians over one hook frame per second plus the sampled keyframes.
  const pictureFrames = [
    ...hookStats.filter((_, i) => i % HOOK_FPS === 0),
    ...sampleStats.filter((s): s is FrameStats => s !== null),
  ];
  const chosen = preview as { index: number; jpeg: Promise<Buffer | null> } | null;
  const previewIndex = chosen?.index ?? 0;
  const previewStats = hookStats[previewIndex]!;
  const frameRate = facts.frameRate;
  const hookFrozenPairs = Math.round(hookSummary.frozenSeconds * HOOK_FPS);
  const deadCount = hookSummary.blackFrames + hookFrozenPairs + sampleSummary.frozenPairs + sampleSummary.blackFrames;
  const { frozenPairs: _f, blackFrames: _b, ...samplesOut } = sampleSummary;
  const base: MeasuredMedia["base"] = {
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
      gridLuma: previewStats.gridLuma,
      gridEdges: previewStats.gridEdges,
      brightness: previewStats.brightness,
      edgeMean: previewStats.edgeMean,
    },
    hook: hookSummary,
    samples: samplesOut,
    deadFrames: {
      count: Math.min(deadCount, hookStats.length + decodedSamples),
      of: hookStats.length + decodedSamples,
    },
    audio,
    quality: qualityResult,
    timeline: buildTimeline({
      durationSec: facts.durationSec ?? hookStats.length / HOOK_FPS,
      keyframes: keyframeStats,
      bitsPerSecond: keyframed?.packets.bitsPerSecond ?? [],
      hookCuts: hookSummary.cutTimes,
      audio: soundByTheSecond ? soundByTheSecond.finish() : null,
      moments: frames.flatMap((f) =>
        f.t === null ? [] : [{ t: f.t, hasFace: (f.vision?.faces?.length ?? 0) > 0, hasText: hasText(f.text) }],
      ),
    }),
  };
  const seen: MeasuredMedia["sight"] = {
    frames,
    preview: { source: "hook", t: previewIndex / HOOK_FPS },
    status: vision?.status() ?? null,
    vertical: facts.displayHeight > facts.displayWidth,
  };
  return { media: { base, sight: seen }, previewJpeg: chosen?.jpeg ?? Promise.resolve(null) };
}

type Sound = { meter: AudioMeter; timeline: AudioTimelineMeter };
type AfterHook = {
  frames: (RgbFrame | null)[];
  audioOk: boolean;
  sound: Sound | null;
  keyframed: { packets: PacketFacts; frames: Keyframe[] } | null;
};

/**
 * The sampled moments, the sound and the timeline's keyframes: in one pass over the keyframes when the container
 * lists them; otherwise (or when that pass fails on the file) the moments and the sound by seeking, and the
 * timeline without keyframes. A fault of ours fails the analysis.
 */
async function decodeAfterHook(
  filePath: string,
  facts: VideoFacts,
  times: number[],
  packets: PacketFacts | null,
  detail: Deferred<GrayFrame | null>,
  signal: AbortSignal,
  heard: { onSample: (moment: number, frame: RgbFrame) => void; onKeyframe: (frame: RgbFrame) => void },
): Promise<AfterHook> {
  const freshSound = (): Sound | null =>
    facts.hasAudio ? { meter: new AudioMeter(AUDIO_RATE), timeline: new AudioTimelineMeter(AUDIO_RATE) } : null;
  const middleTime = times[middleSample(times.length)] ?? 0;
  const seekDetail = () => detail.settle(decodeDetailFrame(filePath, middleTime, signal));
  if (packets && packets.keyframeTimes.length > 0) {
    const sound = freshSound();
    const fromPass = keyframeIndexAt(packets.keyframeTimes, times, facts.frameRate);
    const toSeek = times.filter((_, i) => fromPass[i] === null);
    // The moments a seek must decode, meanwhile in a process of their own.
    const sought = toSeek.length > 0 ? decodeSamplesAndAudio(filePath, toSeek, null) : null;
    sought?.catch(() => undefined);
    const detailIndex = facts.oriented
      ? null
      : keyframeIndexAt(packets.keyframeTimes, [middleTime], facts.frameRate)[0];
    if (detailIndex === null || detailIndex === undefined) seekDetail();
    try {
      const pass = await decodeKeyframePass(
        filePath,
        {
          keyframeTimes: packets.keyframeTimes,
          samples: fromPass,
          onAudio: sound && feedAudio(sound),
          ...heard,
          detail: detailIndex == null ? undefined : { index: detailIndex, onFrame: (frame) => detail.resolve(frame) },
        },
        signal,
      );
      if (!detail.settled) seekDetail(); // the keyframe did not decode after all
      const seekFrames = sought ? (await sought).frames : [];
      let k = 0;
      let frames = pass.samples.map((frame, i) => (fromPass[i] === null ? (seekFrames[k++] ?? null) : frame));
      if (frames.some((f, i) => f === null && fromPass[i] !== null)) {
        // A keyframe the container lists did not decode: those moments are decoded by seeking.
        const again = await decodeSamplesAndAudio(filePath, times, null);
        frames = frames.map((f, i) => f ?? again.frames[i] ?? null);
      }
      return { frames, audioOk: sound !== null, sound, keyframed: { packets, frames: pass.keyframes } };
    } catch (error) {
      const fault = toolFault(error);
      if (fault) throw fault;
      await sought?.catch(() => undefined);
    }
  }
  if (!detail.settled) seekDetail();
  const sound = freshSound();
  const sought = await decodeSamplesAndAudio(filePath, times, sound && feedAudio(sound));
  return { frames: sought.frames, audioOk: sought.audioOk, sound, keyframed: null };
}

/** A promise settled from outside, once: by a value or by another promise. */
class Deferred<T> {
  settled = false;
  resolve!: (value: T) => void;
  readonly promise: Promise<T>;
  private reject!: (error: unknown) => void;

  constructor() {
    this.promise = new Promise<T>((resolve, reject) => {
      this.resolve = (value) => {
        this.settled = true;
        resolve(value);
      };
      this.reject = reject;
    });
  }

  settle(from: Promise<T>): void {
    if (this.settled) return;
    this.settled = true;
    from.then(this.resolve, this.reject);
  }
}

/**
 * The container's facts (ffprobe) and its packets: from an MP4/MOV's index, read meanwhile in milliseconds;
 * for any other file, listed by ffprobe in the same run as the facts.
 */
async function probeWithPackets(filePath: string): Promise<{ facts: VideoFacts; packets: PacketFacts | null }> {
  const plain = probeVideo(filePath);
  plain.catch(() => undefined); // awaited below, unless the index is not there
  const fromIndex = await getPixelMeasures().mp4Index(filePath);
  if (fromIndex) return { facts: await plain, packets: fromIndex };
  return probeVideoAndPackets(filePath);
}

/** The audio goes to the timeline whole and to the loudness meter for its first AUDIO_SECONDS. */
function feedAudio({ meter, timeline }: Sound): (chunk: Buffer) => void {
  let left = AUDIO_SECONDS * AUDIO_RATE * 2;
  return (chunk) => {
    timeline.push(chunk);
    if (left <= 0) return;
    meter.push(left >= chunk.length ? chunk : chunk.subarray(0, left));
    left -= chunk.length;
  };
}
