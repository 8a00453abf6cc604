import { parentPort } from "node:worker_threads";
import { readMp4PacketFacts } from "../media/mp4-index";
import { classifyFrame } from "../signals/frame-kind";
import { frameStats } from "../signals/pixels";
import { blockiness, effectiveResolution } from "../signals/quality";
import { findTextRegions } from "../signals/text-regions";
import type { GrayFrame, RgbFrame } from "../types";
import { warmPixelMeasures } from "./warm";

// The pixel measures of an analysis, in a thread of their own: the same functions the event loop would run, on
// frames copied here, so the loop stays free for requests; and the reading of an MP4's index (a 15 ms parse of
// a minute of video). The client sends one job at a time, in order.

type Job =
  | { id: number; type: "init" }
  | { id: number; type: "frame-stats"; frame: RgbFrame }
  | { id: number; type: "sight-pixels"; frame: RgbFrame }
  | { id: number; type: "quality"; frame: GrayFrame }
  | { id: number; type: "mp4-index"; filePath: string };

function run(job: Job): unknown {
  // false, not null: null is what the client hears when the thread could not answer.
  if (job.type === "mp4-index") return readMp4PacketFacts(job.filePath).then((facts) => facts ?? false);
  switch (job.type) {
    case "init": {
      const started = performance.now();
      warmPixelMeasures();
      return { warmMs: Math.round(performance.now() - started) };
    }
    case "frame-stats":
      return frameStats(job.frame);
    case "sight-pixels":
      return { kind: classifyFrame(job.frame).kind, text: findTextRegions(job.frame) };
    case "quality": {
      const resolution = effectiveResolution(job.frame);
      return {
        blockiness: blockiness(job.frame),
        effectiveShortSide: resolution.effectiveShortSide,
        upscaleFactor: resolution.upscaleFactor,
      };
    }
  }
}

parentPort!.on("message", async (job: Job) => {
  try {
    parentPort!.postMessage({ id: job.id, ok: true, value: await run(job) });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, ok: false, error: String((error as Error)?.stack ?? error) });
  }
});
