import { parentPort } from "node:worker_threads";
import { classifyFrame } from "../signals/frame-kind";
import { frameStats } from "../signals/pixels";
import { blockiness, effectiveResolution } from "../signals/quality";
import { findTextRegions } from "../signals/text-regions";
import type { GrayFrame, RgbFrame } from "../types";
import { warmPixelMeasures } from "./warm";

// The pixel measures of an analysis, in a thread of their own: the same functions the event loop would run, on
// frames copied here, so the loop stays free for requests. One job at a time, in the order sent.

type Job =
  | { id: number; type: "init" }
  | { id: number; type: "frame-stats"; frame: RgbFrame }
  | { id: number; type: "sight-pixels"; frame: RgbFrame }
  | { id: number; type: "quality"; frame: GrayFrame };

function run(job: Job): unknown {
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

parentPort!.on("message", (job: Job) => {
  try {
    parentPort!.postMessage({ id: job.id, ok: true, value: run(job) });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, ok: false, error: String((error as Error)?.stack ?? error) });
  }
});
