import sharp from "sharp";
import { PREVIEW_MAX_SIDE_PX } from "@shared/constants";
import type { RgbFrame } from "../types";

// The one still kept with an analysis so its owner sees the insight dots on the picture again
// (docs/decisions/005-preview-still-in-the-database.md): a JPEG of at most 416 px a side, pixels only. sharp writes no
// EXIF, ICC or XMP unless asked (keepMetadata/withMetadata), so nothing about the camera, place or time of the upload
// survives.

/** ~80 keeps a 416 px frame around 20-40 kB while the picture stays clean behind the dots. */
export const PREVIEW_JPEG_QUALITY = 80;

export async function encodePreviewJpeg(frame: RgbFrame): Promise<Buffer> {
  const { width, height, rgb } = frame;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`encodePreviewJpeg: bad frame size ${width}x${height}`);
  }
  if (rgb.length !== width * height * 3) {
    throw new Error(`encodePreviewJpeg: ${rgb.length} bytes for a ${width}x${height} RGB frame`);
  }
  return sharp(Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength), { raw: { width, height, channels: 3 } })
    .resize(PREVIEW_MAX_SIDE_PX, PREVIEW_MAX_SIDE_PX, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: PREVIEW_JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}
