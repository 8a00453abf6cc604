import type { FaceBox } from "../types";
import type { AudioStats } from "./audio";
import type { ComplianceHit } from "./compliance";
import { type FrameStats, frameDifference, isCut, isFrozen, median } from "./pixels";
import type { OnScreenTextSummary, PeopleSummary, SubjectSummary, VisualPolicySummary } from "./sight";
import type { TextSignals } from "./text";
import type { Timeline } from "@shared/schemas/timeline";

// Everything measured about one upload, before scoring. Plain data: it is also returned as `signals`.

export type FaceObservation = { source: "hook" | "sample" | "image"; t: number | null; faces: FaceBox[] };

export type PictureSummary = {
  brightness: number;
  contrast: number;
  colourfulness: number;
  warmth: number;
  sharpness: number;
  /** Bars as fractions of the frame per edge (medians over frames). */
  bars: { top: number; bottom: number; left: number; right: number };
  barsFraction: number;
  /** Detail in the app's overlay zones relative to the frame average (1 = average). */
  uiZoneRatio: { right: number; bottom: number };
  framesMeasured: number;
};

export type HookSummary = {
  frames: number;
  cuts: number;
  cutTimes: number[];
  motion: number;
  frozenSeconds: number;
  blackFrames: number;
  firstFrameBrightness: number;
};

export type QualitySummary = { blockiness: number; effectiveShortSide: number; upscaleFactor: number };

export type SampleSummary = { planned: number; decoded: number; times: number[]; sceneChanges: number; pairs: number };

export type FaceSummary = {
  available: boolean;
  framesChecked: number;
  framesWithFace: number;
  inHook: boolean;
  /** Largest face seen, as fractions of the frame, with where it was seen. */
  largest: (FaceBox & { t: number | null }) | null;
  /** Faces on the preview frame (first hook frame or the image), for insight dots. */
  preview: FaceBox[];
};

export type Measurements = {
  kind: "video" | "image";
  container: string;
  codec: string;
  width: number;
  height: number;
  rotation: number;
  durationSec: number | null;
  frameRate: number | null;
  bitRate: number | null;
  bitsPerPixel: number | null;
  hasAudioStream: boolean;
  picture: PictureSummary;
  /** The frame the insight dots are placed on. */
  preview: { t: number | null; gridLuma: number[]; gridEdges: number[]; brightness: number; edgeMean: number };
  hook: HookSummary | null;
  samples: SampleSummary | null;
  deadFrames: { count: number; of: number } | null;
  audio: AudioStats | null;
  faces: FaceSummary;
  people: PeopleSummary;
  subject: SubjectSummary;
  onScreenText: OnScreenTextSummary;
  visualPolicy: VisualPolicySummary;
  /** Blocking and upscaling measured on one frame at the file's own resolution; null if it could not be decoded. */
  quality: QualitySummary | null;
  text: TextSignals;
  compliance: ComplianceHit[];
  /** A video second by second (signals/timeline.ts); absent for an image. */
  timeline?: Timeline | null;
};

export function summarizePicture(frames: readonly FrameStats[]): PictureSummary {
  const lit = frames.filter((f) => !f.isBlack);
  const use = lit.length > 0 ? lit : frames;
  const pick = (fn: (f: FrameStats) => number) => median(use.map(fn));
  const bars = {
    top: pick((f) => f.bars.top / f.height),
    bottom: pick((f) => f.bars.bottom / f.height),
    left: pick((f) => f.bars.left / f.width),
    right: pick((f) => f.bars.right / f.width),
  };
  const vertical = bars.top + bars.bottom;
  const horizontal = bars.left + bars.right;
  const barsFraction = 1 - (1 - vertical) * (1 - horizontal);
  const ratio = (fn: (f: FrameStats) => number) => pick((f) => (f.edgeMean > 0.5 ? fn(f) / f.edgeMean : 1));
  return {
    brightness: pick((f) => f.brightness),
    contrast: pick((f) => f.contrast),
    colourfulness: pick((f) => f.colourfulness),
    warmth: pick((f) => f.warmth),
    sharpness: pick((f) => f.sharpness),
    bars,
    barsFraction,
    uiZoneRatio: { right: ratio((f) => f.zoneEdges.right), bottom: ratio((f) => f.zoneEdges.bottom) },
    framesMeasured: frames.length,
  };
}

/** Cuts, motion, frozen and black frames over the densely decoded hook (frames at `fps`). */
export function summarizeHook(frames: readonly FrameStats[], fps: number): HookSummary {
  const cutIndices: number[] = [];
  const motions: number[] = [];
  let frozenPairs = 0;
  for (let i = 1; i < frames.length; i++) {
    const a = frames[i - 1]!;
    const b = frames[i]!;
    if (isCut(a, b)) {
      // A dissolve spreads over neighbouring frames: count it once.
      if (cutIndices.length === 0 || i - cutIndices[cutIndices.length - 1]! > 1) cutIndices.push(i);
      continue;
    }
    motions.push(frameDifference(a, b));
    if (isFrozen(a, b)) frozenPairs++;
  }
  return {
    frames: frames.length,
    cuts: cutIndices.length,
    cutTimes: cutIndices.map((i) => Math.round((i / fps) * 100) / 100),
    motion: motions.length > 0 ? motions.reduce((s, v) => s + v, 0) / motions.length : 0,
    frozenSeconds: frozenPairs / fps,
    blackFrames: frames.filter((f) => f.isBlack).length,
    firstFrameBrightness: frames[0]?.brightness ?? 0,
  };
}

/** Scene changes between consecutive sampled moments (the last hook frame first). */
export function summarizeSamples(
  lastHookFrame: FrameStats | null,
  samples: readonly (FrameStats | null)[],
  times: readonly number[],
): SampleSummary & { frozenPairs: number; blackFrames: number } {
  const sequence = [lastHookFrame, ...samples].filter((f): f is FrameStats => f !== null);
  let sceneChanges = 0;
  let frozenPairs = 0;
  for (let i = 1; i < sequence.length; i++) {
    if (isCut(sequence[i - 1]!, sequence[i]!)) sceneChanges++;
    else if (isFrozen(sequence[i - 1]!, sequence[i]!)) frozenPairs++;
  }
  const decoded = samples.filter((f) => f !== null);
  return {
    planned: times.length,
    decoded: decoded.length,
    times: [...times],
    sceneChanges,
    pairs: Math.max(0, sequence.length - 1),
    frozenPairs,
    blackFrames: decoded.filter((f) => f.isBlack).length,
  };
}

export function summarizeFaces(
  available: boolean,
  observations: readonly FaceObservation[],
  previewSource: FaceObservation["source"],
  previewT: number | null,
): FaceSummary {
  let largest: FaceSummary["largest"] = null;
  for (const o of observations) {
    for (const f of o.faces) if (!largest || f.height > largest.height) largest = { ...f, t: o.t };
  }
  const preview = observations.find((o) => o.source === previewSource && o.t === previewT)?.faces ?? [];
  return {
    available,
    framesChecked: observations.length,
    framesWithFace: observations.filter((o) => o.faces.length > 0).length,
    inHook: observations.some((o) => (o.source === "hook" || o.source === "image") && o.faces.length > 0),
    largest,
    preview,
  };
}
