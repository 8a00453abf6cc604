import fs from "node:fs";
import { sampleTimes } from "../../server/src/scoring/engines/measure-video";
import { getPixelMeasures } from "../../server/src/scoring/measures";
import { loadImage } from "../../server/src/scoring/media/image";
import { decodeKeyframePass, keyframeIndexAt } from "../../server/src/scoring/media/keyframe-pass";
import { encodePreviewJpeg } from "../../server/src/scoring/media/preview-jpeg";
import { probeVideo, probeVideoAndPackets } from "../../server/src/scoring/media/probe";
import { AUDIO_RATE, decodeHook } from "../../server/src/scoring/media/video";
import { AudioMeter } from "../../server/src/scoring/signals/audio";
import { AudioTimelineMeter } from "../../server/src/scoring/signals/audio-timeline";
import type { GrayFrame, RgbFrame } from "../../server/src/scoring/types";
import type { VisionService } from "../../server/src/scoring/vision/types";

// Where an analysis's time goes: every stage of the engine run ALONE, one after the other, with its wall time
// and its CPU time (this process's threads, the model and pixel-measure threads included, plus the ffmpeg
// children it reaped). Run alone, the stages add up to more wall time than the engine's overlapped run; the CPU
// column is what the two cores have to pay whichever way the stages are arranged.

export type StageFigure = { stage: string; wallMs: number; cpuMs: number };

/** CPU milliseconds of this process (all threads) plus its reaped children, from /proc. */
export function cpuMs(): number {
  const stat = fs.readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime, stime, cutime, cstime: fields 14-17 of proc(5), offset by the two fields before ")".
  return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) * 10;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function timeStage(stage: string, runs: number, fn: () => Promise<unknown> | unknown): Promise<StageFigure> {
  await fn(); // warm: page cache, JIT
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = cpuMs();
    const t0 = performance.now();
    await fn();
    walls.push(performance.now() - t0);
    cpus.push(cpuMs() - c0);
  }
  return { stage, wallMs: Math.round(median(walls)), cpuMs: Math.round(median(cpus)) };
}

async function collectHook(filePath: string): Promise<RgbFrame[]> {
  const frames: RgbFrame[] = [];
  await decodeHook(filePath, (frame) => frames.push(frame));
  return frames;
}

/** The stages of a video analysis as the engine runs them, each alone. */
export async function profileVideo(filePath: string, vision: VisionService, runs = 3): Promise<StageFigure[]> {
  const measures = getPixelMeasures();
  const { facts, packets } = await probeVideoAndPackets(filePath);
  const times = sampleTimes(facts.durationSec);
  const hook = await collectHook(filePath);
  const keyTimes = packets!.keyframeTimes;
  const samples = keyframeIndexAt(keyTimes, times, facts.frameRate);
  const middle = Math.floor(times.length / 2);
  const audio: Buffer[] = [];
  let detail: GrayFrame | null = null;
  const pass = await decodeKeyframePass(filePath, {
    keyframeTimes: keyTimes,
    samples,
    onAudio: (chunk) => audio.push(Buffer.from(chunk)),
    detail: { index: samples[middle]!, onFrame: (frame) => (detail = frame) },
  });
  const sampled = pass.samples.filter((f): f is RgbFrame => f !== null);
  const preview = hook[0]!;
  const seen = [preview, hook[12] ?? preview, sampled[middle] ?? preview];
  const figures: StageFigure[] = [];
  const add = async (stage: string, fn: () => Promise<unknown> | unknown) =>
    figures.push(await timeStage(stage, runs, fn));

  await add("probe: the container's facts (ffprobe)", () => probeVideo(filePath));
  await add("keyframes and packet sizes from the MP4 index (pixel-measures thread)", () => measures.mp4Index(filePath));
  await add("packet list by ffprobe instead (files without an MP4 index)", () => probeVideoAndPackets(filePath));
  await add("hook decode, 3 s at 8 fps (ffmpeg, 1 thread)", () => decodeHook(filePath, () => undefined));
  await add(`keyframe pass: ${keyTimes.length} keyframes + samples + sound + detail (ffmpeg)`, () =>
    decodeKeyframePass(filePath, {
      keyframeTimes: keyTimes,
      samples,
      onAudio: () => undefined,
      detail: { index: samples[middle]!, onFrame: () => undefined },
    }),
  );
  await add("frame statistics: 24 hook + samples + keyframes", () =>
    Promise.all([...hook, ...sampled, ...pass.keyframes.map((k) => k.frame)].map((f) => measures.frameStats(f))),
  );
  await add("frame kind + text boxes (3 frames)", () => Promise.all(seen.map((f) => measures.sightPixels(f))));
  await add("blocking + upscaling (detail frame)", () => measures.quality(detail!));
  await add("sound: loudness + timeline", () => {
    const meter = new AudioMeter(AUDIO_RATE);
    const timeline = new AudioTimelineMeter(AUDIO_RATE);
    for (const chunk of audio) {
      timeline.push(chunk);
      meter.push(chunk);
    }
    timeline.finish();
    return meter.finish();
  });
  await add("model: faces (3 frames)", () => Promise.all(seen.map((f) => vision.analyze(f, { faces: true }))));
  await add("model: body (1 frame)", () => vision.analyze(preview, { body: true }));
  await add("model: NSFW (2 frames)", () =>
    Promise.all([preview, seen[2]!].map((f) => vision.analyze(f, { nsfw: true }))),
  );
  await add("OCR (1 frame)", () => vision.readText(preview));
  await add("preview JPEG", () => encodePreviewJpeg(preview));
  return figures;
}

/** The stages of an image analysis, each alone. */
export async function profileImage(filePath: string, vision: VisionService, runs = 3): Promise<StageFigure[]> {
  const { frame } = await loadImage(filePath);
  const figures: StageFigure[] = [];
  const add = async (stage: string, fn: () => Promise<unknown> | unknown) =>
    figures.push(await timeStage(stage, runs, fn));
  await add("decode + resize to 416 px (sharp)", () => loadImage(filePath));
  const measures = getPixelMeasures();
  await add("frame statistics", () => measures.frameStats(frame));
  await add("frame kind + text boxes", () => measures.sightPixels(frame));
  await add("model: faces", () => vision.analyze(frame, { faces: true }));
  await add("model: body", () => vision.analyze(frame, { body: true }));
  await add("model: NSFW", () => vision.analyze(frame, { nsfw: true }));
  await add("model: faces + body + NSFW (one call)", () =>
    vision.analyze(frame, { faces: true, body: true, nsfw: true }),
  );
  await add("model: objects (only without a person)", () => vision.analyze(frame, { objects: true }));
  await add("OCR", () => vision.readText(frame));
  await add("preview JPEG", () => encodePreviewJpeg(frame));
  return figures;
}

export function printProfile(title: string, figures: StageFigure[]): void {
  const width = Math.max(...figures.map((f) => f.stage.length));
  console.log(`\n${title}: each stage alone, median of its runs`);
  console.log(`  ${"stage".padEnd(width)}  wall ms   CPU ms`);
  for (const f of figures) {
    console.log(`  ${f.stage.padEnd(width)}  ${String(f.wallMs).padStart(7)}  ${String(f.cpuMs).padStart(7)}`);
  }
  const wall = figures.reduce((s, f) => s + f.wallMs, 0);
  const cpu = figures.reduce((s, f) => s + f.cpuMs, 0);
  console.log(`  ${"sum".padEnd(width)}  ${String(wall).padStart(7)}  ${String(cpu).padStart(7)}`);
}
