import type { RgbFrame } from "../types";
import { PpmSplitter, resolveMediaTools, runTool, toolFault } from "./tools";

// Decoding plan: the hook (first 3 s) is decoded densely; the rest is sampled at a handful of keyframes with input
// seeking (seeking is fast only to keyframes), so the cost stays nearly flat as files grow. The hook decode starts at
// the same time as ffprobe (frames come as PPM, whose header carries the size); once the duration is known, one more
// process decodes every sample and the audio, each on its own pipe (one process start instead of eight).

export const HOOK_SECONDS = 3;
export const HOOK_FPS = 8;
export const ANALYSIS_LONG_SIDE = 416;
export const AUDIO_RATE = 16_000;
/** The loudness and the sound's onset are measured on the first 20 s. */
export const AUDIO_SECONDS = 20;
/** The audio is decoded this far, for the timeline's seconds (media/keyframes.ts). */
export const AUDIO_DECODE_SECONDS = 180;

const common = ["-hide_banner", "-nostdin", "-v", "error"];
/** How much lower the hook's decoder runs than the other media tools (see decodeHook). */
const HOOK_EXTRA_NICE = 5;

// Placed before every input: a small hostile file declaring a huge frame must fail fast instead of
// allocating gigabytes (40 MP is above 8K UHD), and decoder threads are capped so several decoders of
// one file cannot multiply frame buffers on a 2-core machine.
export const MAX_DECODE_PIXELS = 40_000_000;
const INPUT_GUARDS = ["-max_pixels", String(MAX_DECODE_PIXELS), "-threads", "1"];

// Long side 416 px, even dimensions, aspect kept in displayed pixels (iw*sar); ffmpeg has already applied
// the rotation (autorotate) when this runs. Area averaging is a deterministic box downscale.
const HALF = ANALYSIS_LONG_SIDE / 2;
export const ANALYSIS_SCALE =
  `scale=w='if(gte(iw*sar,ih),${ANALYSIS_LONG_SIDE},max(16,2*round(${HALF}*iw*sar/ih)))'` +
  `:h='if(gte(iw*sar,ih),max(16,2*round(${HALF}*ih/(iw*sar))),${ANALYSIS_LONG_SIDE})'` +
  ":flags=area,setsar=1,format=rgb24";
const PPM_OUT = ["-c:v", "ppm", "-f", "image2pipe"];

/** Decodes the first 3 s at 8 fps, calling onFrame as each frame arrives; returns the frame count. */
export async function decodeHook(
  filePath: string,
  onFrame: (frame: RgbFrame, index: number) => void,
  signal?: AbortSignal,
): Promise<number> {
  const maxFrames = HOOK_SECONDS * HOOK_FPS;
  const splitter = new PpmSplitter(onFrame, maxFrames);
  const args = [
    ...common,
    "-t",
    String(HOOK_SECONDS),
    ...INPUT_GUARDS,
    "-i",
    filePath,
    "-map",
    "0:v:0",
    "-vf",
    // eof_action=pass + trim: without them, a clip whose next frame is hours away makes the fps filter
    // emit duplicates without end at EOF (gigabytes of memory); a one-frame clip still yields its frame.
    `fps=${HOOK_FPS}:eof_action=pass,trim=end_frame=${maxFrames},${ANALYSIS_SCALE}`,
    "-frames:v",
    String(maxFrames),
    ...PPM_OUT,
    "pipe:1",
  ];
  await runTool(resolveMediaTools().ffmpeg, args, {
    outputs: { 1: (c) => splitter.push(c) },
    timeoutMs: 30_000,
    signal,
    // Off the critical path: the keyframe pass waits on ffprobe, the hook on nothing, and on two cores the pass
    // ends last. A second decoder thread here only took the cores from them (60 s clip: 1264 -> 1169 ms; a 15 s
    // clip: 924 -> 881 ms, bench:analysis).
    extraNice: HOOK_EXTRA_NICE,
  });
  return splitter.count;
}

export type SampleResult = { frames: (RgbFrame | null)[]; audioOk: boolean; error: string | null };

/**
 * Decodes one keyframe at or before each time (input seeking, keyframes only) and, when onAudio is given,
 * the first AUDIO_DECODE_SECONDS of the audio as 16 kHz mono s16le, streamed to onAudio. A failure of the file is
 * returned in `error`; a fault of ours (ffmpeg killed, hung or not started) is thrown as AnalysisFaultError.
 */
export async function decodeSamplesAndAudio(
  filePath: string,
  times: readonly number[],
  onAudio: ((chunk: Buffer) => void) | null,
): Promise<SampleResult> {
  const frames: (RgbFrame | null)[] = times.map(() => null);
  const inputs: string[] = [];
  const outputs: string[] = [];
  const handlers: Record<number, (chunk: Buffer) => void> = {};
  let fd = 3;
  times.forEach((t, i) => {
    inputs.push(
      "-skip_frame",
      "nokey",
      "-noaccurate_seek",
      "-ss",
      t.toFixed(3),
      "-t",
      "30",
      ...INPUT_GUARDS,
      "-i",
      filePath,
    );
    outputs.push("-map", `${i}:v:0`, "-vf", ANALYSIS_SCALE, "-frames:v", "1", ...PPM_OUT, `pipe:${fd}`);
    const splitter = new PpmSplitter((frame) => {
      frames[i] = frame;
    }, 1);
    handlers[fd] = (chunk) => splitter.push(chunk);
    fd++;
  });
  if (onAudio) {
    inputs.push("-t", String(AUDIO_DECODE_SECONDS), ...INPUT_GUARDS, "-i", filePath);
    outputs.push("-map", `${times.length}:a:0`, ...AUDIO_OUT, `pipe:${fd}`);
    handlers[fd] = onAudio;
  }
  if (inputs.length === 0) return { frames, audioOk: false, error: null };
  try {
    await runTool(resolveMediaTools().ffmpeg, [...common, ...inputs, ...outputs], {
      outputs: handlers,
      timeoutMs: 30_000,
    });
  } catch (error) {
    const fault = toolFault(error);
    if (fault) throw fault;
    return { frames, audioOk: false, error: error instanceof Error ? error.message : String(error) };
  }
  const missing = times.map((_, i) => i).filter((i) => frames[i] === null);
  if (missing.length > 0) await decodeMissingSamples(filePath, times, missing, frames);
  return { frames, audioOk: onAudio !== null, error: null };
}

/**
 * With keyframes far apart (a still image, a screen recording, a 10 s GOP export) the keyframe-only
 * decoder can end up with nothing after a seek. Those moments are decoded again without skipping: the
 * first frame after the seek point's keyframe.
 */
async function decodeMissingSamples(
  filePath: string,
  times: readonly number[],
  missing: number[],
  frames: (RgbFrame | null)[],
): Promise<void> {
  const inputs: string[] = [];
  const outputs: string[] = [];
  const handlers: Record<number, (chunk: Buffer) => void> = {};
  missing.forEach((index, k) => {
    inputs.push("-noaccurate_seek", "-ss", times[index]!.toFixed(3), "-t", "30", ...INPUT_GUARDS, "-i", filePath);
    outputs.push("-map", `${k}:v:0`, "-vf", ANALYSIS_SCALE, "-frames:v", "1", ...PPM_OUT, `pipe:${3 + k}`);
    const splitter = new PpmSplitter((frame) => {
      frames[index] = frame;
    }, 1);
    handlers[3 + k] = (chunk) => splitter.push(chunk);
  });
  await runTool(resolveMediaTools().ffmpeg, [...common, ...inputs, ...outputs], {
    outputs: handlers,
    timeoutMs: 30_000,
  }).catch((error: unknown) => {
    // The file's failure leaves those moments missing; ours fails the analysis.
    const fault = toolFault(error);
    if (fault) throw fault;
  });
}

export const AUDIO_OUT = ["-ac", "1", "-ar", String(AUDIO_RATE), "-c:a", "pcm_s16le", "-f", "s16le"];

/** The audio alone (used when the combined process failed, e.g. on a damaged tail). */
export async function decodeAudio(filePath: string, onAudio: (chunk: Buffer) => void): Promise<void> {
  await runTool(
    resolveMediaTools().ffmpeg,
    [
      ...common,
      "-t",
      String(AUDIO_DECODE_SECONDS),
      ...INPUT_GUARDS,
      "-i",
      filePath,
      "-map",
      "0:a:0",
      ...AUDIO_OUT,
      "pipe:1",
    ],
    { outputs: { 1: onAudio }, timeoutMs: 30_000 },
  );
}
