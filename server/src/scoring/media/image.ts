import sharp from "sharp";
import type { RgbFrame } from "../types";
import { MediaUnreadableError } from "../types";
import { ANALYSIS_LONG_SIDE } from "./video";

// Images through sharp (libvips in its own threads, off the event loop). stats() ignores earlier pipeline steps (a
// resize before it is not applied), so we take raw RGB at the analysis size and compute statistics ourselves, exactly
// as for video frames.

export type ImageFacts = {
  format: string;
  width: number;
  height: number;
  /** Displayed size after the EXIF orientation. */
  displayWidth: number;
  displayHeight: number;
  hasAlpha: boolean;
};

// 100 MP is far above any phone photo; a larger declared size is a decompression bomb.
const MAX_IMAGE_PIXELS = 100_000_000;

export async function loadImage(filePath: string): Promise<{ facts: ImageFacts; frame: RgbFrame }> {
  try {
    // failOn "warning": a truncated JPEG or PNG is unreadable, not silently half grey.
    const meta = await sharp(filePath, { failOn: "warning" }).metadata();
    if (!meta.width || !meta.height || !meta.format) throw new Error("no dimensions");
    const rotated = (meta.orientation ?? 1) >= 5;
    const displayWidth = rotated ? meta.height : meta.width;
    const displayHeight = rotated ? meta.width : meta.height;
    const { data, info } = await sharp(filePath, { failOn: "warning", limitInputPixels: MAX_IMAGE_PIXELS })
      .timeout({ seconds: 15 })
      .rotate()
      .resize(ANALYSIS_LONG_SIDE, ANALYSIS_LONG_SIDE, { fit: "inside", withoutEnlargement: false, kernel: "cubic" })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .removeAlpha()
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`unexpected ${info.channels} channels`);
    return {
      facts: {
        format: meta.format,
        width: meta.width,
        height: meta.height,
        displayWidth,
        displayHeight,
        hasAlpha: Boolean(meta.hasAlpha),
      },
      frame: { width: info.width, height: info.height, rgb: new Uint8Array(data.buffer, data.byteOffset, data.length) },
    };
  } catch (error) {
    throw new MediaUnreadableError("The image could not be read (empty, truncated or not an image)", { cause: error });
  }
}
