import type { EngineLogger } from "../types";
import type { VisionService } from "./types";
import { OfflineVisionService, type VisionServiceOptions } from "./vision-service";

// The offline vision layer: faces, emotion, body, objects, NSFW and OCR in worker threads, loaded once per
// process. The engine takes the shared service; tests and the eval script may make their own.

export type * from "./types";
export {
  BODY_MIN_SCORE,
  FACE_MESH_MIN_SCORE,
  FACE_MIN_SCORE,
  KEYPOINT_MIN_SCORE,
  OBJECT_MIN_SCORE,
  OfflineVisionService,
  type VisionServiceOptions,
} from "./vision-service";

let shared: OfflineVisionService | null = null;

/** The process-wide vision service (models load on warmUp() or the first call). */
export function getVisionService(logger?: EngineLogger): VisionService {
  shared ??= new OfflineVisionService({ logger });
  return shared;
}

/** Stops every vision thread; a later getVisionService() starts afresh. */
export async function closeVisionService(): Promise<void> {
  const service = shared;
  shared = null;
  await service?.close();
}

/** A service of its own (tests, eval script): close() it when done. */
export function createVisionService(options: VisionServiceOptions = {}): OfflineVisionService {
  return new OfflineVisionService(options);
}
