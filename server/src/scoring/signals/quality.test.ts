import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeDetailFrame } from "../media/detail-frame";
import { FACE_SAMPLES, ffmpeg, makeTempDir } from "../testing/media-fixtures";
import type { GrayFrame } from "../types";
import { blockiness, effectiveResolution } from "./quality";

// Clips encoded here (testsrc2 and a face-api demo photo, native or upscaled from 240x426; clean or starved
// encodes), read back at their coded resolution by decodeDetailFrame, as the engine will.

let dir: string;
beforeAll(() => {
  dir = makeTempDir();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const x264 = (...rate: string[]) => ["-c:v", "libx264", "-preset", "ultrafast", ...rate, "-pix_fmt", "yuv420p"];
async function frameOf(name: string, input: string[], filter: string, codec: string[]): Promise<GrayFrame> {
  const clip = await ffmpeg(
    [...input, "-vf", `${filter},format=yuv420p`, "-frames:v", "3", ...codec],
    path.join(dir, name),
  );
  const frame = await decodeDetailFrame(clip, 0);
  if (!frame) throw new Error(`no frame from ${name}`);
  return frame;
}
const testsrc2 = (size: string) => ["-f", "lavfi", "-i", `testsrc2=size=${size}:rate=25`];
const photo = ["-loop", "1", "-framerate", "25", "-i", FACE_SAMPLES[3]!];
const luma = (width: number, height: number, value: (x: number, y: number) => number): GrayFrame => {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = value(x, y);
  return { width, height, luma: data };
};

describe("effective resolution", () => {
  it("when 240x426 testsrc2 is upscaled to 1080x1920, then the upscale is found; native stays 1", async () => {
    const native = effectiveResolution(await frameOf("ts2.mp4", testsrc2("1080x1920"), "null", x264("-crf", "18")));
    const upscaled = effectiveResolution(
      await frameOf("ts2-up.mp4", testsrc2("240x426"), "scale=1080:1920", x264("-crf", "18")),
    );
    expect(native).toEqual({ nominalShortSide: 1080, effectiveShortSide: 1080, upscaleFactor: 1 });
    expect(upscaled.nominalShortSide).toBe(1080);
    // Measured 3.1 (the true factor is 4.5: factors from 3 up read about 3).
    expect(upscaled.upscaleFactor).toBeGreaterThanOrEqual(2.5);
    expect(upscaled.effectiveShortSide).toBeLessThan(450);
  });

  it("when a real photo is shrunk to 240x426 and stretched back to 720x1280, then it reads far lower than the original", async () => {
    const native = effectiveResolution(await frameOf("photo.mp4", photo, "crop=720:1280", x264("-crf", "18")));
    const upscaled = effectiveResolution(
      await frameOf("photo-up.mp4", photo, "crop=720:1280,scale=240:426,scale=720:1280", x264("-crf", "18")),
    );
    // The demo photo itself is soft (measured 2.2: its detail is that of a ~330 px short side); 3.2 upscaled.
    expect(native.upscaleFactor).toBeLessThan(2.6);
    expect(upscaled.upscaleFactor).toBeGreaterThanOrEqual(2.8);
    expect(upscaled.upscaleFactor - native.upscaleFactor).toBeGreaterThan(0.7);
  });

  it("when the frame is flat or pure noise, then no upscale is claimed", () => {
    let seed = 3;
    const noise = luma(480, 480, () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24);
    expect(effectiveResolution(luma(480, 480, () => 128)).upscaleFactor).toBe(1);
    expect(effectiveResolution(noise).upscaleFactor).toBe(1);
  });
});

describe("blockiness", () => {
  it("when a photo is encoded starved (H.264 qp 51, MPEG-4 q 31), then blockiness is far above a clean encode", async () => {
    const clean = blockiness(await frameOf("clean.mp4", photo, "crop=720:1280", x264("-crf", "18")));
    const h264 = blockiness(await frameOf("qp51.mp4", photo, "crop=720:1280", x264("-qp", "51")));
    const mpeg4 = blockiness(await frameOf("q31.mp4", photo, "crop=720:1280", ["-c:v", "mpeg4", "-q:v", "31"]));
    expect(clean).toBeLessThan(1.6);
    expect(h264).toBeGreaterThan(3 * clean);
    expect(mpeg4).toBeGreaterThan(3 * clean);
  });

  it("when a smooth picture has no grid it reads about 1; averaged into 8x8 blocks it reads high; flat reads 1", () => {
    const smooth = (x: number, y: number) => 128 + 60 * Math.sin(x / 37) * Math.cos(y / 53);
    const blocky = (x: number, y: number) => smooth(x - (x % 8) + 4, y - (y % 8) + 4);
    expect(blockiness(luma(640, 360, smooth))).toBeGreaterThan(0.8);
    expect(blockiness(luma(640, 360, smooth))).toBeLessThan(1.25);
    expect(blockiness(luma(640, 360, blocky))).toBeGreaterThan(5);
    expect(blockiness(luma(640, 360, () => 90))).toBe(1);
  });

  it("when the same frame is measured twice, then both measures are identical", async () => {
    const frame = await frameOf("again.mp4", testsrc2("540x960"), "null", x264("-crf", "30"));
    expect(blockiness(frame)).toBe(blockiness(frame));
    expect(effectiveResolution(frame)).toEqual(effectiveResolution(frame));
  });
});
