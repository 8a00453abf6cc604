import type { Timeline, TimelineEvent, TimelineSecond } from "@shared/schemas/timeline";
export { formatClock as clock } from "@shared/schemas/timeline";
import type { AudioTimeline } from "./audio-timeline";
import { SILENCE_DB } from "./audio-timeline";
import { type FrameStats, frameDifference, isCut, isFrozen, median } from "./pixels";

// A clip second by second: what happens in each second (a cut, a burst of motion, a still picture, a voice
// starting, silence...) and an estimated hold, the share of viewers still watching. The hold is an estimate
// from those events, not a measurement of viewers (README "Timeline"): it starts at 100, loses the most in the
// first 3 s as every short-video retention curve does, loses less in a second where something changes and
// more in one where nothing does, or the screen is black, or the sound drops out.

export type TimelineInput = {
  durationSec: number;
  /** Every keyframe, small, in time order. */
  keyframes: { t: number; stats: FrameStats }[];
  /** Bits per whole second of the frames between keyframes (packet sizes), or empty when unknown. */
  bitsPerSecond: number[];
  /** Cuts found in the densely decoded opening (s), more precise than keyframes there. */
  hookCuts: number[];
  /** The sound second by second; null when the clip has no audio track. */
  audio: AudioTimeline | null;
  /** The frames the models looked at: whether a face and text were on them. */
  moments: { t: number; hasFace: boolean; hasText: boolean }[];
};

/** Change between two seconds' pictures (mean absolute luma difference of thumbnails, 0-255). */
const STILL_CHANGE = 2;
const MOTION_CHANGE = 12;
/** Bits of a second against the clip's median second. */
const MOTION_BITS = 2;
const STILL_BITS = 0.35;
/** A second quieter than the clip's typical sounding second by this much (dB) is a loudness drop. */
const QUIET_DROP_DB = 12;

/** Share of viewers lost per second before the events: the opening loses the most. */
function baseLoss(second: number): number {
  if (second < 3) return 0.07;
  if (second < 10) return 0.035;
  return 0.02;
}

const CHANGES: ReadonlySet<TimelineEvent> = new Set(["cut", "motion", "speech", "sound", "text", "face-in"]);

export function buildTimeline(input: TimelineInput): Timeline {
  const count = Math.max(1, Math.min(180, Math.ceil(input.durationSec - 0.05)));
  const events: TimelineEvent[][] = Array.from({ length: count }, () => []);
  const add = (second: number, event: TimelineEvent) => {
    if (second >= 0 && second < count && !events[second]!.includes(event)) events[second]!.push(event);
  };
  pictureEvents(input, count, add);
  soundEvents(input.audio, count, add);
  momentEvents(input.moments, add);

  const seconds: TimelineSecond[] = [];
  let hold = 100;
  let stillRun = 0;
  for (let s = 0; s < count; s++) {
    const e = events[s]!;
    seconds.push({ t: s, hold: Math.round(hold), events: e });
    const isStill = (e.includes("still") || e.includes("frozen")) && !e.some((x) => CHANGES.has(x));
    stillRun = isStill ? stillRun + 1 : 0;
    let factor = e.some((x) => CHANGES.has(x)) ? 0.6 : 1;
    if (isStill) factor *= 1.5 + 0.15 * Math.max(0, stillRun - 2);
    if (e.includes("black")) factor *= 2.5;
    if (e.includes("silence")) factor *= 1.3;
    if (e.includes("quiet")) factor *= 1.2;
    hold *= 1 - Math.min(0.5, baseLoss(s) * factor);
  }
  return { seconds, firstWordsAt: input.audio?.firstWordsAt ?? null };
}

type Add = (second: number, event: TimelineEvent) => void;

/** Cuts, motion, still and frozen pictures and black screens, from keyframes, packet sizes and the hook. */
function pictureEvents(input: TimelineInput, count: number, add: Add) {
  const { keyframes, bitsPerSecond } = input;
  for (const t of input.hookCuts) add(Math.floor(t), "cut");
  for (let k = 1; k < keyframes.length; k++) {
    const a = keyframes[k - 1]!;
    const b = keyframes[k]!;
    // The hook's 8 fps decode has already placed the opening's cuts to the frame.
    if (b.t >= 3 && isCut(a.stats, b.stats)) add(Math.floor(b.t), "cut");
  }
  const typicalBits = median(bitsPerSecond.filter((b) => b > 0));
  for (let s = 0; s < count; s++) {
    const at = nearest(keyframes, s);
    const next = nearest(keyframes, s + 1);
    if (at?.stats.isBlack) add(s, "black");
    const bits = bitsPerSecond[s];
    const bitsRatio = typicalBits > 0 && bits !== undefined ? bits / typicalBits : null;
    const pair: [Frame, Frame] | null = at && next && at !== next ? [at, next] : bracketing(keyframes, s);
    if (!pair) continue;
    const [a, b] = pair;
    if (isCut(a.stats, b.stats)) {
      // The next shot starts within this second: only the frames between keyframes say whether it moved.
      if (bitsRatio !== null && bitsRatio <= STILL_BITS) add(s, "still");
      continue;
    }
    // Keyframes further apart than a second: the change is spread over the seconds between them, and the
    // picture could have moved and come back, so the bits between them must agree that it held still.
    const change = frameDifference(a.stats, b.stats) / Math.max(1, b.t - a.t);
    const isClose = b.t - a.t <= 1.5;
    if (isFrozen(a.stats, b.stats) && (isClose || bitsRatio === null || bitsRatio <= STILL_BITS)) add(s, "frozen");
    else if (change < STILL_CHANGE && (isClose || bitsRatio === null || bitsRatio < 1)) add(s, "still");
    else if (change >= MOTION_CHANGE || (bitsRatio !== null && bitsRatio >= MOTION_BITS)) add(s, "motion");
  }
}

type Frame = TimelineInput["keyframes"][number];

/** The keyframe closest to a time, within half a second; null when none is that close. */
function nearest(keyframes: readonly Frame[], t: number): Frame | null {
  let best: Frame | null = null;
  for (const k of keyframes)
    if (Math.abs(k.t - t) <= 0.5 && (!best || Math.abs(k.t - t) < Math.abs(best.t - t))) best = k;
  return best;
}

/** The last keyframe at or before a second and the first after it. */
function bracketing(keyframes: readonly Frame[], s: number): [Frame, Frame] | null {
  let before: Frame | null = null;
  for (const k of keyframes) {
    if (k.t <= s + 0.5) before = k;
    else return before ? [before, k] : null;
  }
  return null;
}

/** Voice and sound starting, silence and loudness drops. */
function soundEvents(audio: AudioTimeline | null, count: number, add: Add) {
  if (!audio) return;
  const sounding = audio.seconds.filter((s) => s.levelDb > SILENCE_DB).map((s) => s.levelDb);
  if (sounding.length === 0) return; // a silent track: the sound signal says so once
  const typical = median(sounding);
  audio.seconds.slice(0, count).forEach((second, s) => {
    const before = audio.seconds[s - 1];
    const isSilent = second.levelDb <= SILENCE_DB;
    if (isSilent) add(s, "silence");
    else if (second.levelDb <= typical - QUIET_DROP_DB) add(s, "quiet");
    if (!isSilent && (!before || before.levelDb <= SILENCE_DB) && s > 0) add(s, "sound");
    // Every second with a voice: someone talking is something happening, whatever the picture does.
    if (second.voice) add(s, "speech");
  });
}

/** Faces coming and going and text on screen, where the models looked. */
function momentEvents(moments: TimelineInput["moments"], add: Add) {
  const sorted = [...moments].sort((a, b) => a.t - b.t);
  sorted.forEach((m, i) => {
    const before = sorted[i - 1];
    if (m.hasText) add(Math.floor(m.t), "text");
    if (m.hasFace && (!before || !before.hasFace)) add(Math.floor(m.t), "face-in");
    if (!m.hasFace && before?.hasFace) add(Math.floor(m.t), "face-out");
  });
}

/**
 * Runs of seconds where the picture does not change and nothing else happens, longest first. A still shot that
 * starts with a cut starts its run with that second: nothing changes after the cut.
 */
export function stillStretches(timeline: Timeline): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  let start: number | null = null;
  timeline.seconds.forEach((second, s) => {
    const e = second.events;
    const isStill = e.includes("still") || e.includes("frozen") || e.includes("black");
    const changes = e.filter((x) => CHANGES.has(x));
    const opensShot = isStill && changes.length === 1 && changes[0] === "cut";
    if (start !== null && (!isStill || opensShot || changes.length > 0)) {
      runs.push({ from: start, to: s });
      start = null;
    }
    if (start === null && isStill && (changes.length === 0 || opensShot)) start = s;
  });
  if (start !== null) runs.push({ from: start, to: timeline.seconds.length });
  return runs.sort((a, b) => b.to - b.from - (a.to - a.from) || a.from - b.from);
}
