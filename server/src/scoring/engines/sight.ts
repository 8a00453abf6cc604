import { classifyFrame } from "../signals/frame-kind";
import type { FaceObservation } from "../signals/measurements";
import { type SightFrame, hasText } from "../signals/sight";
import { findTextRegions } from "../signals/text-regions";
import type { RgbFrame } from "../types";
import type { VisionService, VisionTasks } from "../vision/types";

// Collects what is seen on the frames an analysis looks at. The pixel measures (frame kind, text boxes) run
// here on the event loop (a few ms a frame); the models run in their worker threads as soon as a frame is
// handed over, while ffmpeg keeps decoding. OCR runs only where text boxes were found.

export type SightRequest = { source: SightFrame["source"]; t: number | null; tasks: VisionTasks; read?: boolean };

export class SightCollector {
  private readonly jobs: Promise<SightFrame>[] = [];

  constructor(private readonly vision: VisionService | null) {}

  /** Measures the frame now and starts its model work; the frame must not be changed afterwards. */
  add(frame: RgbFrame, request: SightRequest): void {
    const kind = classifyFrame(frame).kind;
    const text = findTextRegions(frame);
    const base = { source: request.source, t: request.t, kind, text };
    const wantsModels = Object.values(request.tasks).some(Boolean);
    const vision = this.vision && wantsModels ? this.vision.analyze(frame, request.tasks) : Promise.resolve(null);
    const ocr = this.vision && request.read && hasText(text) ? this.vision.readText(frame) : Promise.resolve(null);
    this.jobs.push(Promise.all([vision, ocr]).then(([v, o]) => ({ ...base, vision: v, ocr: o })));
  }

  async finish(): Promise<SightFrame[]> {
    return Promise.all(this.jobs);
  }
}

/** The face observations the face summary is built from (frames the face model answered on). */
export function faceObservations(frames: readonly SightFrame[]): FaceObservation[] {
  return frames.flatMap((f) => (f.vision?.faces ? [{ source: f.source, t: f.t, faces: f.vision.faces }] : []));
}
