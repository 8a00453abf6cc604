import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadImage } from "../media/image";
import { resolveMediaTools } from "../media/tools";
import { decodeHook } from "../media/video";
import { FACE_SAMPLES, drawOver, encodeLavfi, lavfiFrame, makeTempDir } from "../testing/media-fixtures";
import type { RgbFrame } from "../types";
import { classifyFrame } from "./frame-kind";

// lavfi generators straight and through H.264 (decoded by the real hook decoder at 416 px), face-api's
// demo photos as they are and degraded, and synthetic frames built here.

let dir: string;
beforeAll(() => {
  dir = makeTempDir();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const file = (name: string) => path.join(dir, name);
async function imageFrame(input: Sharp, name: string): Promise<RgbFrame> {
  await input.toFile(file(name));
  return (await loadImage(file(name))).frame;
}
function synthetic(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): RgbFrame {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgb.set(pixel(x, y), (y * width + x) * 3);
  return { width, height, rgb };
}

const hasGradients = (() => {
  try {
    return / gradients /.test(
      execFileSync(resolveMediaTools().ffmpeg, ["-hide_banner", "-filters"], { encoding: "utf8" }),
    );
  } catch {
    return false;
  }
})();

describe("frames with no subject", () => {
  it.each([
    ["smptebars", 1280, 720, 416, 234],
    ["smptehdbars", 1280, 720, 416, 234],
    ["testsrc", 1280, 720, 416, 234],
    ["testsrc2", 1280, 720, 416, 234],
    ["rgbtestsrc", 1280, 720, 416, 234],
    ["smptebars", 720, 1280, 234, 416],
    ["testsrc2", 720, 1280, 234, 416],
    ["rgbtestsrc", 720, 1280, 234, 416],
  ])("when the frame is %s at %ix%i, then it is a pattern", async (source, w, h, ow, oh) => {
    expect(classifyFrame(await lavfiFrame(`${source}=size=${w}x${h}`, ow, oh)).kind).toBe("pattern");
  });

  it("when the frame is a checkerboard, then it is a pattern", () => {
    const frame = synthetic(416, 234, (x, y) =>
      (Math.floor(x / 26) + Math.floor(y / 26)) % 2 ? [235, 235, 235] : [16, 16, 16],
    );
    expect(classifyFrame(frame).kind).toBe("pattern");
  });

  it("when the frame is one colour, then it is blank", async () => {
    expect(classifyFrame(await lavfiFrame("color=c=0x336699:size=1280x720", 416, 234)).kind).toBe("blank");
    expect(classifyFrame(await lavfiFrame("color=c=black:size=720x1280", 234, 416)).kind).toBe("blank");
  });

  it("when the frame is random noise, then it is noise", async () => {
    const lavfi = await lavfiFrame("nullsrc=size=1280x720,geq=lum='random(1)*255':cb=128:cr=128", 416, 234);
    expect(classifyFrame(lavfi).kind).toBe("noise");
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
    expect(classifyFrame(synthetic(234, 416, () => [next(), next(), next()])).kind).toBe("noise");
  });

  it("when the frame is a smooth gradient, then it is a gradient", () => {
    const frame = synthetic(234, 416, (x, y) => {
      const t = x / 234 / 2 + y / 416 / 2;
      return [Math.round(30 + 200 * t), Math.round(60 + 100 * t), Math.round(220 - 180 * t)];
    });
    expect(classifyFrame(frame).kind).toBe("gradient");
  });

  it.skipIf(!hasGradients)("when the frame is ffmpeg's gradients source, then it is a gradient", async () => {
    const frame = await lavfiFrame("gradients=size=1280x720:c0=0x203080:c1=0xe08040:seed=1", 416, 234);
    expect(classifyFrame(frame).kind).toBe("gradient");
  });

  it.each([
    ["smptebars", "23", "smptebars=size=720x1280", "pattern"],
    ["testsrc", "23", "testsrc=size=1280x720", "pattern"],
    ["testsrc2", "35", "testsrc2=size=720x1280", "pattern"],
    ["rgbtestsrc", "40", "rgbtestsrc=size=1280x720", "pattern"],
    ["noise", "40", "nullsrc=size=640x360,geq=lum='random(1)*255':cb=128:cr=128", "noise"],
  ])("when %s went through H.264 (crf %s), then every decoded frame keeps its kind", async (name, crf, graph, kind) => {
    const clip = await encodeLavfi(file(`${name}.mp4`), graph, {
      codec: ["-c:v", "libx264", "-preset", "ultrafast", "-crf", crf],
    });
    const kinds: string[] = [];
    await decodeHook(clip, (frame) => kinds.push(classifyFrame(frame).kind));
    expect(kinds.length).toBeGreaterThanOrEqual(15);
    expect(new Set(kinds)).toEqual(new Set([kind]));
  });
});

describe("real pictures are scenes", () => {
  it("when face-api's six demo photos are classified, then each is a scene", async () => {
    for (const photo of FACE_SAMPLES) expect(classifyFrame((await loadImage(photo)).frame).kind).toBe("scene");
  });

  it("when a photo is starved (JPEG quality 8 at 240 px), darkened or blurred, then it is still a scene", async () => {
    const starved = await imageFrame(
      sharp(FACE_SAMPLES[0]!).resize(240, 240, { fit: "inside" }).jpeg({ quality: 8 }),
      "s.jpg",
    );
    const dark = await imageFrame(sharp(FACE_SAMPLES[3]!).linear(0.18, 0).jpeg({ quality: 80 }), "d.jpg");
    const blurred = await imageFrame(sharp(FACE_SAMPLES[2]!).resize(416).blur(6), "b.png");
    expect(classifyFrame(starved).kind).toBe("scene");
    expect(classifyFrame(dark).kind).toBe("scene");
    expect(classifyFrame(blurred).kind).toBe("scene");
  });

  it("when a photo carries a big text banner, or a card carries text, then it is a scene", async () => {
    const t = (y: number, size: number, words: string) =>
      `<text x="50" y="${y}" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="black">${words}</text>`;
    const banner = await drawOver(
      FACE_SAMPLES[0]!,
      1080,
      1920,
      `<rect x="0" y="0" width="1080" height="420" fill="#ffd400"/>` +
        t(180, 110, "SALE 50% OFF") +
        t(330, 90, "this week only"),
    );
    const card = await drawOver(
      "#f2efe6",
      1080,
      1920,
      t(700, 72, "How I saved 1000 dollars") + t(820, 72, "in one month"),
    );
    expect(classifyFrame(await imageFrame(sharp(banner), "banner.png")).kind).toBe("scene");
    expect(classifyFrame(await imageFrame(sharp(card), "card.png")).kind).toBe("scene");
  });

  it("when a landscape photo is letterboxed into a vertical frame, then the bars do not make it a pattern", async () => {
    const inner = await sharp(FACE_SAMPLES[2]!).resize(1080, 608, { fit: "cover" }).png().toBuffer();
    const boxed = sharp({ create: { width: 1080, height: 1920, channels: 3, background: "#000" } }).composite([
      { input: inner, left: 0, top: 656 },
    ]);
    expect(classifyFrame(await imageFrame(boxed.png(), "boxed.png")).kind).toBe("scene");
  });

  it("when the same frame is classified twice, then the measures are identical", async () => {
    const frame = (await loadImage(FACE_SAMPLES[1]!)).frame;
    expect(classifyFrame(frame)).toEqual(classifyFrame(frame));
  });
});
