import { getPixelMeasures } from "../measures";
import type { Measurements } from "../signals/measurements";
import { type GrayFrame, isAnalysisFaultError } from "../types";

/**
 * Blocking and upscaling of one full-resolution gray frame (about 50 ms on a 1080x1920 frame here, in the
 * pixel-measures thread); null when the frame could not be decoded. A fault of ours (AnalysisFaultError) is
 * passed on, not hidden as "not measured".
 */
export async function measureQuality(gray: Promise<GrayFrame | null>): Promise<Measurements["quality"]> {
  const frame = await gray.catch((error: unknown) => {
    if (isAnalysisFaultError(error)) throw error;
    return null;
  });
  if (!frame) return null;
  return getPixelMeasures().quality(frame);
}
