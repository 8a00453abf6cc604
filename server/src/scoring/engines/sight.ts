import type { FaceObservation } from "../signals/measurements";
import { type SightFrame, hasText } from "../signals/sight";
import { inTurn } from "../signals/steps";
import { getPixelMeasures } from "../measures";
import type { RgbFrame } from "../types";
import type { VisionResult, VisionService, VisionTasks } from "../vision/types";

// Collects what is seen on the frames an analysis looks at. The pixel measures (frame kind, text boxes) run
// here on the event loop (a few ms a frame); the models run in their worker threads as soon as a frame is
// handed over, while ffmpeg keeps decoding. OCR runs only where text boxes were found.

/**
 * `objectsUnlessPerson`: the object model (the costliest, about 250 ms a frame here) runs only when the
 * people models found no face or body on the frame; a person then is the subject, and on this machine's two
 * hyperthreads running both at once saves little time.
 */
export type SightRequest = {
  source: SightFrame["source"];
  t: number | null;
  tasks: VisionTasks;
  objectsUnlessPerson?: boolean;
  read?: boolean;
};

async function runModels(vision: VisionService, frame: RgbFrame, request: SightRequest): Promise<VisionResult | null> {
  const wantsModels = Object.values(request.tasks).some(Boolean);
  if (!wantsModels && !request.objectsUnlessPerson) return null;
  const first = await vision.analyze(frame, request.tasks);
  const person = (first.faces?.length ?? 0) > 0 || (first.bodies?.length ?? 0) > 0;
  if (!request.objectsUnlessPerson || person) return first;
  const second = await vision.analyze(frame, { objects: true });
  return { ...first, objects: second.objects, ms: { ...first.ms, ...second.ms } };
}

/** Runs fn on a later turn of the event loop (the process's queue of measures), so requests keep flowing. */
export const nextTurn = inTurn;

export class SightCollector {
  private readonly jobs: { order: number; job: Promise<SightFrame> }[] = [];

  constructor(private readonly vision: VisionService | null) {}

  /**
   * Starts the model work and the pixel measures of one frame; the frame must not be changed afterwards.
   * `order` places it among the answers; the returned function takes it out again (its work still runs).
   */
  add(frame: RgbFrame, request: SightRequest, order = this.jobs.length): () => void {
    const job = this.see(frame, request);
    job.catch(() => undefined); // awaited in finish(); an analysis that fails earlier never gets there
    const entry = { order, job };
    this.jobs.push(entry);
    return () => {
      const at = this.jobs.indexOf(entry);
      if (at >= 0) this.jobs.splice(at, 1);
    };
  }

  private async see(frame: RgbFrame, request: SightRequest): Promise<SightFrame> {
    // The models start first (they run in threads); each pixel measure (10-30 ms) gets its own turn of the
    // event loop so requests and progress events are not held up behind them.
    const vision = this.vision ? runModels(this.vision, frame, request) : Promise.resolve(null);
    // Awaited at the end; a worker fault meanwhile (AnalysisFaultError) must not be an unhandled rejection.
    vision.catch(() => undefined);
    const { kind, text } = await getPixelMeasures().sightPixels(frame);
    const ocr = this.vision && request.read && hasText(text) ? await this.vision.readText(frame) : null;
    return { source: request.source, t: request.t, kind, text, vision: await vision, ocr };
  }

  /**
   * Every frame's answer, in the order given to add() (frames of one clip may arrive out of it). `onFrame` hears the share of frames seen each time one more finishes (some may have
   * finished already, while the rest of the file decoded), so a long wait on the models still shows movement.
   */
  async finish(onFrame?: (share: number) => void): Promise<SightFrame[]> {
    let seen = 0;
    const total = this.jobs.length;
    const ordered = [...this.jobs].sort((a, b) => a.order - b.order).map((j) => j.job);
    return Promise.all(
      ordered.map((job) =>
        job.then((frame) => {
          seen += 1;
          if (seen < total) onFrame?.(seen / total);
          return frame;
        }),
      ),
    );
  }
}

/** The face observations the face summary is built from (frames the face model answered on). */
export function faceObservations(frames: readonly SightFrame[]): FaceObservation[] {
  return frames.flatMap((f) => (f.vision?.faces ? [{ source: f.source, t: f.t, faces: f.vision.faces }] : []));
}
