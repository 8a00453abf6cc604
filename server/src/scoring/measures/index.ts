import type { PacketFacts } from "../media/keyframes";
import { readMp4PacketFacts } from "../media/mp4-index";
import type { Measurements } from "../signals/measurements";
import { classifyFrame } from "../signals/frame-kind";
import type { FrameKindName } from "../signals/frame-kind";
import { type FrameStats, frameStats } from "../signals/pixels";
import { blockiness, effectiveResolutionInTurns } from "../signals/quality";
import { inTurn } from "../signals/steps";
import { type TextRegions, findTextRegionsInTurns } from "../signals/text-regions";
import type { EngineLogger, GrayFrame, RgbFrame } from "../types";
import { modelThreadNice } from "../thread-settings";
import { WorkerClient } from "../vision/worker-client";

// The pixel measures of an analysis (frame statistics, frame kind and text boxes, blocking and upscaling) run in
// a thread of their own at the models' lower priority: on two cores they were the event loop's largest work
// (about half a second a clip), and requests waited behind them. Each frame is copied to the thread; the answer
// is the very object the same function gives on the event loop. A thread that cannot start leaves the work to
// the event loop, in short turns, as before; one that dies mid-job fails that analysis as our fault (503).

export type SightPixels = { kind: FrameKindName; text: TextRegions };
export type Quality = NonNullable<Measurements["quality"]>;

const CALL_TIMEOUT_MS = 10_000;

/** A copy of the pixels with a buffer of its own, handed over to the thread (the caller keeps its frame). */
function own<T extends RgbFrame | GrayFrame>(frame: T): { copy: T; buffer: ArrayBuffer } {
  if ("rgb" in frame) {
    const rgb = frame.rgb.slice();
    return { copy: { ...frame, rgb } as T, buffer: rgb.buffer as ArrayBuffer };
  }
  const luma = frame.luma.slice();
  return { copy: { ...frame, luma } as T, buffer: luma.buffer as ArrayBuffer };
}

export class PixelMeasures {
  private readonly thread: WorkerClient<{ warmMs: number }>;

  constructor(logger?: EngineLogger) {
    this.thread = new WorkerClient({
      name: "pixel-measures",
      url: new URL("./measures-worker.mjs", import.meta.url),
      init: {},
      initTimeoutMs: 60_000,
      callTimeoutMs: CALL_TIMEOUT_MS,
      backoffMs: 1_000,
      maxBackoffMs: 60_000,
      logger,
      workerData: { nice: modelThreadNice() },
    });
  }

  async warmUp(): Promise<boolean> {
    return (await this.thread.start()) !== null;
  }

  private async inThread<T>(type: string, frame: RgbFrame | GrayFrame): Promise<T | null> {
    if (!this.thread.available && (await this.thread.start()) === null) return null;
    const { copy, buffer } = own(frame);
    return this.thread.call<T>({ type, frame: copy }, [buffer]);
  }

  async frameStats(frame: RgbFrame): Promise<FrameStats> {
    return (await this.inThread<FrameStats>("frame-stats", frame)) ?? inTurn(() => frameStats(frame));
  }

  async sightPixels(frame: RgbFrame): Promise<SightPixels> {
    const answer = await this.inThread<SightPixels>("sight-pixels", frame);
    if (answer) return answer;
    const kind = await inTurn(() => classifyFrame(frame).kind);
    return { kind, text: await findTextRegionsInTurns(frame) };
  }

  async quality(frame: GrayFrame): Promise<Quality> {
    const answer = await this.inThread<Quality>("quality", frame);
    if (answer) return answer;
    const r = await effectiveResolutionInTurns(frame);
    const blocks = await inTurn(() => blockiness(frame));
    return { blockiness: blocks, effectiveShortSide: r.effectiveShortSide, upscaleFactor: r.upscaleFactor };
  }

  /** An MP4/MOV's packet facts from its index (null: not a plain MP4; ffprobe lists them instead). */
  async mp4Index(filePath: string): Promise<PacketFacts | null> {
    if (this.thread.available || (await this.thread.start()) !== null) {
      const answer = await this.thread.call<PacketFacts | false>({ type: "mp4-index", filePath });
      if (answer !== null) return answer || null;
    }
    return readMp4PacketFacts(filePath);
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}

let shared: PixelMeasures | null = null;

/** The process-wide pixel-measures thread (started by warmUp() or the first measure). */
export function getPixelMeasures(logger?: EngineLogger): PixelMeasures {
  shared ??= new PixelMeasures(logger);
  return shared;
}

export async function closePixelMeasures(): Promise<void> {
  const measures = shared;
  shared = null;
  await measures?.close();
}
