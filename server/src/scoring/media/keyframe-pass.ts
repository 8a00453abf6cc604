import type { GrayFrame, RgbFrame } from "../types";
import { DETAIL_FILTER, PgmReader } from "./detail-frame";
import { type Keyframe, KEYFRAME_SCALE, TIMELINE_MAX_SECONDS } from "./keyframes";
import { PpmSplitter, resolveMediaTools, runTool } from "./tools";
import { ANALYSIS_SCALE, AUDIO_DECODE_SECONDS, AUDIO_OUT } from "./video";

// One ffmpeg process for everything after the hook: it reads the file once, decodes only its keyframes, and
// sends three things down three pipes:
// - every keyframe at 128 px, for the timeline;
// - the keyframes that stand for the sampled moments, at the analysis size (416 px);
// - the sound, as 16 kHz mono;
// - when asked, one keyframe in gray at full resolution (the detail frame for blocking and upscaling).
// A sampled moment is the keyframe at or before its time, the frame an input seek to that time decodes: taking
// it from the keyframes decoded anyway saves a process that opens the file once per moment (about 70 ms of CPU
// each on a 1080x1920 clip). Moments where a seek would decode another frame are left to the seek.

const INPUT_GUARDS = ["-max_pixels", "40000000", "-threads", "1"];
const PPM_OUT = ["-c:v", "ppm", "-f", "image2pipe"];

export type KeyframePassResult = { keyframes: Keyframe[]; samples: (RgbFrame | null)[] };

/**
 * How close (in frames) a moment may come before the next keyframe and still be given the keyframe before it.
 * An input seek to a moment less than a frame before a keyframe decodes that next keyframe instead, and a seek
 * past the last keyframe decodes an ordinary frame (measured on H.264 clips at 10, 15 and 30 fps, with and
 * without B-frames); such moments are still decoded by seeking, so every moment gets the frame it always got.
 */
const NEXT_KEYFRAME_MARGIN_FRAMES = 2;

/**
 * For each sampled moment, the index of the keyframe that stands for it (the last one at or before it), or
 * null where only a seek gives the same frame: too close before the next keyframe, after the last one, or
 * when the frame rate or the keyframes are unknown.
 */
export function keyframeIndexAt(
  keyframeTimes: readonly number[],
  times: readonly number[],
  frameRate: number | null,
): (number | null)[] {
  return times.map((t) => {
    if (keyframeTimes.length === 0 || !frameRate || !(frameRate > 0)) return null;
    let found = -1;
    for (let i = 0; i < keyframeTimes.length && keyframeTimes[i]! <= t + 1e-6; i++) found = i;
    const next = keyframeTimes[found + 1];
    if (found < 0 || next === undefined) return null;
    return (next - t) * frameRate > NEXT_KEYFRAME_MARGIN_FRAMES ? found : null;
  });
}

/**
 * Decodes the keyframes of the first TIMELINE_MAX_SECONDS (times from the container, in presentation order),
 * the frames of the sampled moments among them (null for a moment not taken from here), and, when onAudio is given, the sound of the first
 * AUDIO_DECODE_SECONDS. Rejects with the tool's error (the caller tells a fault of ours from a damaged file).
 */
export async function decodeKeyframePass(
  filePath: string,
  plan: {
    keyframeTimes: readonly number[];
    /** Which keyframe each sampled moment takes (keyframeIndexAt); null: not taken from this pass. */
    samples: readonly (number | null)[];
    onAudio: ((chunk: Buffer) => void) | null;
    /**
     * The keyframe (index) to send in gray at full resolution, and where to send it as soon as it is decoded.
     * Only for a stream without a display matrix: this pass turns frames upright, the detail frame must not be.
     */
    detail?: { index: number; onFrame: (frame: GrayFrame) => void };
    /** Hears each keyframe (128 px) as soon as it is decoded. */
    onKeyframe?: (frame: RgbFrame) => void;
    /** Hears each sampled moment's frame as soon as it is decoded (by the moment's index in `samples`). */
    onSample?: (moment: number, frame: RgbFrame) => void;
  },
  signal?: AbortSignal,
): Promise<KeyframePassResult> {
  const { keyframeTimes, samples: wanted, onAudio } = plan;
  const keyframes: RgbFrame[] = [];
  // Each keyframe once, in decoding order; the moments that share one get the same frame.
  const picked = [...new Set(wanted.filter((i): i is number => i !== null))].sort((a, b) => a - b);
  const pickedFrames: RgbFrame[] = [];
  const { detail } = plan;
  const branches = ["[all]", picked.length > 0 ? "[some]" : "", detail ? "[one]" : ""].join("");
  const graph = [`[0:v:0]split=${branches.split("][").length}${branches}`, `[all]${KEYFRAME_SCALE}[key]`];
  if (picked.length > 0) {
    const select = picked.map((i) => `eq(n\\,${i})`).join("+");
    graph.push(`[some]select='${select}',${ANALYSIS_SCALE}[sample]`);
  }
  if (detail) graph.push(`[one]select='eq(n\\,${detail.index})',${DETAIL_FILTER}[detail]`);
  const outputs: Record<number, (chunk: Buffer) => void> = {};
  const args = [
    "-hide_banner",
    "-nostdin",
    "-v",
    "error",
    // Applies to the video decoder only: the sound decodes whole.
    "-skip_frame",
    "nokey",
    "-t",
    String(Math.max(TIMELINE_MAX_SECONDS, AUDIO_DECODE_SECONDS)),
    ...INPUT_GUARDS,
    "-i",
    filePath,
    "-filter_complex",
    graph.join(";"),
    "-map",
    "[key]",
    // Every decoded keyframe once, at its own time (the option's older name works on every ffmpeg here).
    "-vsync",
    "passthrough",
    "-frames:v",
    String(keyframeTimes.length),
    ...PPM_OUT,
    "pipe:1",
  ];
  const keySplitter = new PpmSplitter((frame) => {
    keyframes.push(frame);
    plan.onKeyframe?.(frame);
  }, keyframeTimes.length);
  outputs[1] = (chunk) => keySplitter.push(chunk);
  let fd = 3;
  if (picked.length > 0) {
    const splitter = new PpmSplitter((frame) => {
      const keyIndex = picked[pickedFrames.length]!;
      pickedFrames.push(frame);
      wanted.forEach((index, moment) => {
        if (index === keyIndex) plan.onSample?.(moment, frame);
      });
    }, picked.length);
    outputs[fd] = (chunk) => splitter.push(chunk);
    args.push("-map", "[sample]", "-vsync", "passthrough", "-frames:v", String(picked.length), ...PPM_OUT);
    args.push(`pipe:${fd++}`);
  }
  if (detail) {
    const reader = new PgmReader();
    let sent = false;
    outputs[fd] = (chunk) => {
      reader.push(chunk);
      if (reader.frame && !sent) {
        sent = true;
        detail.onFrame(reader.frame);
      }
    };
    args.push("-map", "[detail]", "-vsync", "passthrough", "-frames:v", "1", "-c:v", "pgm", "-f", "image2pipe");
    args.push(`pipe:${fd++}`);
  }
  if (onAudio) {
    args.push("-map", "0:a:0", "-t", String(AUDIO_DECODE_SECONDS), ...AUDIO_OUT, `pipe:${fd}`);
    outputs[fd] = onAudio;
  }
  await runTool(resolveMediaTools().ffmpeg, args, { outputs, timeoutMs: 30_000, signal });
  return {
    keyframes: keyframes.slice(0, keyframeTimes.length).map((frame, i) => ({ t: keyframeTimes[i]!, frame })),
    samples: wanted.map((index) => (index === null ? null : (pickedFrames[picked.indexOf(index)] ?? null))),
  };
}
