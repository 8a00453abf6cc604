import type { RgbFrame } from "../types";
import { PpmSplitter, resolveMediaTools, runTool } from "./tools";

// The whole clip, second by second, for the timeline: every keyframe, decoded small, and the size of every
// video packet. Keyframes alone are cheap to decode (no frame depends on another), and phones and editors
// place one every second or so, plus one at each scene cut (x264's scenecut, hardware encoders' IDR on a
// scene change). The packet sizes come from the container without decoding: bits per second rise with
// motion and fall to almost nothing on a still picture. Both stop at TIMELINE_MAX_SECONDS.

/** The timeline covers at most this much of a clip (the product takes clips up to 3 minutes). */
export const TIMELINE_MAX_SECONDS = 180;
/** Keyframes are decoded this small: enough for colour histograms and a luma thumbnail. */
const KEYFRAME_LONG_SIDE = 128;

export const KEYFRAME_SCALE =
  `scale=w='if(gte(iw*sar,ih),${KEYFRAME_LONG_SIDE},-2)':h='if(gte(iw*sar,ih),-2,${KEYFRAME_LONG_SIDE})'` +
  ":flags=area,setsar=1,format=rgb24";
const INPUT_GUARDS = ["-max_pixels", "40000000", "-threads", "1"];

export type Keyframe = { t: number; frame: RgbFrame };

/**
 * The presentation times (s) of the video's keyframes, and the bits per whole second of the frames between
 * them (keyframes left out: with one a second they weigh the same on a still picture as on a moving one).
 */
export type PacketFacts = { keyframeTimes: number[]; bitsPerSecond: number[] };

/** Reads every video packet's time, size and key flag from the container (no decoding). */
export async function readPacketFacts(filePath: string, signal?: AbortSignal): Promise<PacketFacts> {
  let text = "";
  await runTool(
    resolveMediaTools().ffprobe,
    [
      "-v",
      "error",
      "-select_streams",
      "v:0",
      "-read_intervals",
      `%+${TIMELINE_MAX_SECONDS}`,
      "-show_entries",
      "packet=pts_time,size,flags",
      "-of",
      "csv=p=0",
      filePath,
    ],
    { outputs: { 1: (chunk) => (text += chunk.toString("latin1")) }, timeoutMs: 30_000, signal },
  );
  return parsePacketLines(text);
}

/** `pts_time,size,flags` lines (flags "K__" on a keyframe) into keyframe times and bits per second. */
export function parsePacketLines(text: string): PacketFacts {
  const keyframeTimes: number[] = [];
  const bitsPerSecond: number[] = [];
  for (const line of text.split("\n")) {
    const [pts, size, flags] = line.trim().split(",");
    const t = Number(pts);
    const bytes = Number(size);
    if (!pts || !Number.isFinite(t) || t < 0 || t >= TIMELINE_MAX_SECONDS || !Number.isFinite(bytes)) continue;
    const second = Math.floor(t);
    while (bitsPerSecond.length <= second) bitsPerSecond.push(0);
    if (flags?.startsWith("K")) keyframeTimes.push(t);
    else bitsPerSecond[second]! += bytes * 8;
  }
  keyframeTimes.sort((a, b) => a - b);
  return { keyframeTimes, bitsPerSecond };
}

/**
 * Decodes every keyframe of the first TIMELINE_MAX_SECONDS, small. Frames come in presentation order, as
 * the keyframe packets do; each gets its packet's time (a keyframe that fails to decode shifts nothing
 * before it, and the count is cut to the shorter list).
 */
export async function decodeKeyframes(
  filePath: string,
  keyframeTimes: readonly number[],
  signal?: AbortSignal,
): Promise<Keyframe[]> {
  const frames: RgbFrame[] = [];
  if (keyframeTimes.length === 0) return [];
  const splitter = new PpmSplitter((frame) => frames.push(frame), keyframeTimes.length);
  await runTool(
    resolveMediaTools().ffmpeg,
    [
      "-hide_banner",
      "-nostdin",
      "-v",
      "error",
      "-skip_frame",
      "nokey",
      "-t",
      String(TIMELINE_MAX_SECONDS),
      ...INPUT_GUARDS,
      "-i",
      filePath,
      "-map",
      "0:v:0",
      "-vf",
      KEYFRAME_SCALE,
      // Every decoded keyframe once, at its own time (the option's older name works on every ffmpeg here).
      "-vsync",
      "passthrough",
      "-frames:v",
      String(keyframeTimes.length),
      "-c:v",
      "ppm",
      "-f",
      "image2pipe",
      "pipe:1",
    ],
    { outputs: { 1: (chunk) => splitter.push(chunk) }, timeoutMs: 30_000, signal },
  );
  return frames.slice(0, keyframeTimes.length).map((frame, i) => ({ t: keyframeTimes[i]!, frame }));
}
