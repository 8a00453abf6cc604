import { classifyFrame } from "../signals/frame-kind";
import { frameStats } from "../signals/pixels";
import { blockiness, effectiveResolution } from "../signals/quality";
import { findTextRegions } from "../signals/text-regions";

/**
 * Runs the pixel measures on synthetic frames: they take 10-45 ms once optimised, many times that on their
 * first, interpreted calls, and the first real analysis should not pay for it.
 */
export function warmPixelMeasures(): void {
  const width = 234;
  const height = 416;
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < rgb.length; i++) rgb[i] = (i * 7919) % 251;
  const luma = new Uint8Array(540 * 960);
  for (let i = 0; i < luma.length; i++) luma[i] = (i * 7919) % 251;
  for (let i = 0; i < 3; i++) {
    frameStats({ width, height, rgb });
    classifyFrame({ width, height, rgb });
    findTextRegions({ width, height, rgb });
    effectiveResolution({ width: 540, height: 960, luma });
    blockiness({ width: 540, height: 960, luma });
  }
}
