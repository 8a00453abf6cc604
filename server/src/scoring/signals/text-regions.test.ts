import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadImage } from "../media/image";
import { FACE_SAMPLES, drawOver, lavfiFrame, makeTempDir } from "../testing/media-fixtures";
import type { Box, RgbFrame } from "../types";
import { findTextRegions } from "./text-regions";

// Captions rendered with sharp (SVG text, DejaVu Sans) on face-api's demo photos and on plain cards, at
// 1080x1920 like a reel, then decoded to 416 px exactly as an uploaded image is. Negatives: the same photos
// without text, test patterns, noise, blank and gradient frames.

let dir: string;
beforeAll(() => {
  dir = makeTempDir();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let counter = 0;
async function frameOf(png: Buffer): Promise<RgbFrame> {
  const file = path.join(dir, `f${counter++}.png`);
  fs.writeFileSync(file, png);
  return (await loadImage(file)).frame;
}

const text = (x: number, y: number, size: number, fill: string, words: string, extra = "") =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="${fill}" ${extra}>${words}</text>`;

/** Whether some found box overlaps the band where text was drawn (y in 1920-px units, baseline-based). */
function foundNear(boxes: Box[], baseline: number, size: number): boolean {
  const top = (baseline - size) / 1920;
  const bottom = (baseline + size * 0.3) / 1920;
  return boxes.some((b) => b.y < bottom && b.y + b.height > top);
}

// Debian's fonts-dejavu-core covers Arabic and Pango shapes it (joined letters); checked, not assumed.
const hasArabicFont = (() => {
  try {
    return execFileSync("fc-list", [":lang=ar", "family"], { encoding: "utf8" }).trim().length > 0;
  } catch {
    return false;
  }
})();

describe("text on real pictures and cards", () => {
  it("when white captions lie on a photo, then both lines are found", async () => {
    const frame = await frameOf(
      await drawOver(
        FACE_SAMPLES[1]!,
        1080,
        1920,
        text(60, 300, 80, "white", "Wait for it...") + text(60, 420, 64, "white", "3 tips to grow fast"),
      ),
    );
    const found = findTextRegions(frame);
    expect(found.coverage).toBeGreaterThan(0.015);
    expect(foundNear(found.boxes, 300, 80)).toBe(true);
    expect(foundNear(found.boxes, 420, 64)).toBe(true);
  });

  it("when black text lies on a photo, then it is found", async () => {
    const frame = await frameOf(
      await drawOver(FACE_SAMPLES[5]!, 1080, 1920, text(60, 260, 70, "black", "Best friends")),
    );
    const found = findTextRegions(frame);
    expect(found.coverage).toBeGreaterThan(0.01);
    expect(foundNear(found.boxes, 260, 70)).toBe(true);
  });

  it("when text sits on a plain card, white or black, then each line is found", async () => {
    const dark = findTextRegions(
      await frameOf(await drawOver("#224466", 1080, 1920, text(80, 900, 72, "white", "Top 5 places in Dubai"))),
    );
    const light = findTextRegions(
      await frameOf(
        await drawOver(
          "#f2efe6",
          1080,
          1920,
          text(80, 700, 72, "black", "How I saved money") + text(80, 820, 72, "black", "in one month"),
        ),
      ),
    );
    expect(dark.boxes).toHaveLength(1);
    expect(foundNear(dark.boxes, 900, 72)).toBe(true);
    expect(light.boxes).toHaveLength(2);
  });

  it("when a caption banner covers the bottom of a reel, then its lines are found and flagged under the UI", async () => {
    const frame = await frameOf(
      await drawOver(
        FACE_SAMPLES[2]!,
        1080,
        1920,
        `<rect x="0" y="1580" width="1080" height="260" fill="#111" opacity="0.85"/>` +
          text(60, 1680, 64, "#fff", "New recipe every Friday") +
          text(60, 1780, 56, "#ffd400", "Follow for part 2"),
      ),
    );
    const found = findTextRegions(frame);
    expect(foundNear(found.boxes, 1680, 64)).toBe(true);
    expect(foundNear(found.boxes, 1780, 56)).toBe(true);
    expect(found.uiCovered.length).toBeGreaterThanOrEqual(2);
    expect(found.uiCovered.every((b) => b.y > 0.75)).toBe(true);
  });

  it("when a title sits in the black bar above a letterboxed landscape clip, then it is found", async () => {
    const picture = await drawOver(FACE_SAMPLES[4]!, 1080, 608, "");
    const png = await drawOver("#000000", 1080, 1920, text(60, 560, 72, "white", "Episode 12: the move"));
    const frame = await frameOf(
      await sharp(png)
        .composite([{ input: picture, left: 0, top: 656 }])
        .png()
        .toBuffer(),
    );
    const found = findTextRegions(frame);
    expect(foundNear(found.boxes, 560, 72)).toBe(true);
  });

  it.skipIf(!hasArabicFont)(
    "when Arabic (cursive, joined) text lies on a card or a photo, then it is found",
    async () => {
      const card = findTextRegions(
        await frameOf(
          await drawOver(
            "#fafafa",
            1080,
            1920,
            text(80, 800, 76, "black", "أفضل مطاعم الرياض") + text(80, 920, 76, "black", "لعام ٢٠٢٥"),
          ),
        ),
      );
      expect(card.boxes).toHaveLength(2);
      const photo = findTextRegions(
        await frameOf(
          await drawOver(
            FACE_SAMPLES[3]!,
            1080,
            1920,
            text(60, 400, 80, "white", "مرحبا بكم في قناتنا", 'stroke="black" stroke-width="3"') +
              text(60, 520, 70, "white", "تابعونا للمزيد"),
          ),
        ),
      );
      expect(foundNear(photo.boxes, 400, 80)).toBe(true);
      expect(foundNear(photo.boxes, 520, 70)).toBe(true);
    },
  );

  it("when the same frame is measured twice, then the result is identical", async () => {
    const frame = await frameOf(await drawOver(FACE_SAMPLES[0]!, 1080, 1920, text(60, 300, 80, "white", "Same again")));
    expect(findTextRegions(frame)).toEqual(findTextRegions(frame));
  });
});

describe("no text where there is none", () => {
  // Measured false positives on face-api's demo photos (coverage): 0, 0, 0, 0, 0.39%, 0 (stair edge on 5).
  it("when face-api's six demo photos are measured, then almost nothing is taken for text", async () => {
    const coverages: number[] = [];
    for (const photo of FACE_SAMPLES) coverages.push(findTextRegions((await loadImage(photo)).frame).coverage);
    for (const c of coverages) expect(c).toBeLessThan(0.01);
    expect(coverages.reduce((s, c) => s + c, 0) / coverages.length).toBeLessThan(0.003);
  });

  it.each([
    ["smptebars", "smptebars=size=1280x720"],
    ["testsrc", "testsrc=size=1280x720"],
    ["testsrc2", "testsrc2=size=1280x720"],
    ["noise", "nullsrc=size=1280x720,geq=lum='random(1)*255':cb=128:cr=128"],
    ["blank", "color=c=0x336699:size=1280x720"],
  ])("when the frame is %s, then no text is found", async (_name, graph) => {
    const found = findTextRegions(await lavfiFrame(graph, 416, 234));
    expect(found.coverage).toBeLessThan(0.01);
  });

  it("when the frame is a flat gradient, then no text is found", () => {
    const width = 234;
    const height = 416;
    const rgb = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) {
      const t = (i % width) / width + Math.floor(i / width) / height;
      rgb.set([40 + 80 * t, 60 + 50 * t, 200 - 70 * t], i * 3);
    }
    expect(findTextRegions({ width, height, rgb }).coverage).toBe(0);
  });
});
