import type { RgbFrame } from "../types";

// The whole clip, second by second, for the timeline: every keyframe, decoded small (by the keyframe pass,
// keyframe-pass.ts), and the size of every video packet (listed by ffprobe with the facts, probe.ts). Keyframes alone are cheap to decode (no frame depends on another), and phones and editors
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

export type Keyframe = { t: number; frame: RgbFrame };

/**
 * The presentation times (s) of the video's keyframes, and the bits per whole second of the frames between
 * them (keyframes left out: with one a second they weigh the same on a still picture as on a moving one).
 */
export type PacketFacts = { keyframeTimes: number[]; bitsPerSecond: number[] };

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
