import type { Measurements } from "../signals/measurements";
import { blockiness, effectiveResolution } from "../signals/quality";
import type { GrayFrame } from "../types";
import { nextTurn } from "./sight";

/**
 * Blocking and upscaling of one full-resolution gray frame, in two turns of the event loop (each 10-45 ms on
 * a 1080x1920 frame) rather than one long block; null when the frame could not be decoded.
 */
export async function measureQuality(gray: Promise<GrayFrame | null>): Promise<Measurements["quality"]> {
  const frame = await gray.catch(() => null);
  if (!frame) return null;
  const r = await nextTurn(() => effectiveResolution(frame));
  const blocks = await nextTurn(() => blockiness(frame));
  return { blockiness: blocks, effectiveShortSide: r.effectiveShortSide, upscaleFactor: r.upscaleFactor };
}
