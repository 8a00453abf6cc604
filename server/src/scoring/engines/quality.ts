import type { Measurements } from "../signals/measurements";
import { blockiness, effectiveResolutionInTurns } from "../signals/quality";
import { type GrayFrame, isAnalysisFaultError } from "../types";
import { nextTurn } from "./sight";

/**
 * Blocking and upscaling of one full-resolution gray frame, in short turns of the event loop (upscaling in
 * slices of tiles; about 50 ms in all on a 1080x1920 frame here) rather than one long block; null when the
 * frame could not be decoded. A fault of ours (AnalysisFaultError) is passed on, not hidden as "not measured".
 */
export async function measureQuality(gray: Promise<GrayFrame | null>): Promise<Measurements["quality"]> {
  const frame = await gray.catch((error: unknown) => {
    if (isAnalysisFaultError(error)) throw error;
    return null;
  });
  if (!frame) return null;
  const r = await effectiveResolutionInTurns(frame);
  const blocks = await nextTurn(() => blockiness(frame));
  return { blockiness: blocks, effectiveShortSide: r.effectiveShortSide, upscaleFactor: r.upscaleFactor };
}
