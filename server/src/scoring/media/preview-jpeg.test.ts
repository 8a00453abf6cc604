import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { RgbFrame } from "../types";
import { encodePreviewJpeg } from "./preview-jpeg";

/** A frame with a red left half and a blue right half, so a wrong channel order or size shows. */
function splitFrame(width: number, height: number): RgbFrame {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if (x < width / 2) rgb[i] = 220;
      else rgb[i + 2] = 220;
    }
  }
  return { width, height, rgb };
}

/** The markers of the segments before the picture data (the header a JPEG carries metadata in). */
function segmentMarkers(jpeg: Buffer): number[] {
  const markers: number[] = [];
  let at = 2; // after SOI
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return markers;
}

async function pixelAt(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

describe("encodePreviewJpeg", () => {
  it("when the frame is larger than 416 px, then it fits inside 416x416 at its own aspect ratio", async () => {
    const jpeg = await encodePreviewJpeg(splitFrame(1080, 1920));
    const meta = await sharp(jpeg).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.height).toBe(416);
    expect(meta.width).toBe(234); // 1080/1920 of 416
  });

  it("when the frame is already small, then it is never upscaled", async () => {
    const meta = await sharp(await encodePreviewJpeg(splitFrame(234, 416))).metadata();
    expect([meta.width, meta.height]).toEqual([234, 416]);
    const tiny = await sharp(await encodePreviewJpeg(splitFrame(40, 30))).metadata();
    expect([tiny.width, tiny.height]).toEqual([40, 30]);
  });

  it("when encoded, then the picture keeps its colours in place and the file is small", async () => {
    const jpeg = await encodePreviewJpeg(splitFrame(416, 234));
    const [r1, , b1] = await pixelAt(jpeg, 50, 100);
    const [r2, , b2] = await pixelAt(jpeg, 366, 100);
    expect(r1).toBeGreaterThan(180);
    expect(b1).toBeLessThan(40);
    expect(b2).toBeGreaterThan(180);
    expect(r2).toBeLessThan(40);
    expect(jpeg.length).toBeLessThan(60_000);
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("when encoded, then the JPEG carries no EXIF, ICC, XMP or IPTC metadata", async () => {
    const jpeg = await encodePreviewJpeg(splitFrame(416, 416));
    const meta = await sharp(jpeg).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    // Only JFIF's APP0 among the application segments: no APP1 (EXIF/XMP), APP2 (ICC), APP13 (IPTC), COM.
    const markers = segmentMarkers(jpeg);
    expect(markers).toContain(0xda); // start of scan: the walk reached the picture
    expect(markers.filter((m) => (m >= 0xe1 && m <= 0xef) || m === 0xfe)).toEqual([]);
  });

  it("when the pixel buffer does not match the size, then it throws instead of encoding garbage", async () => {
    await expect(encodePreviewJpeg({ width: 10, height: 10, rgb: new Uint8Array(10) })).rejects.toThrow(/bytes/);
    await expect(encodePreviewJpeg({ width: 0, height: 10, rgb: new Uint8Array(0) })).rejects.toThrow(/size/);
  });
});
