import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EngineResult, createEngine } from "./engine";
import { drawOver, makeTempDir } from "./testing/media-fixtures";
import { PHOTOS, makePhotoClip } from "./testing/real-media";
import { ffmpeg } from "./testing/media-fixtures";

// What the engine sees, end to end on generated media: on-screen text read in English and Arabic and checked
// for policy words, a text hook, text under the app's overlay, subject size, and the stored preview still.

const engine = createEngine("offline");
let dir: string;
const file = (name: string) => path.join(dir, name);
const FONT = `font-family="DejaVu Sans" font-weight="bold"`;
const image = (filePath: string, caption = "", hashtags = "") =>
  engine.analyze({ filePath, media: { kind: "image", mime: "image/png" }, caption, hashtags });
const sub = (r: EngineResult, key: string) => r.explanation.find((e) => e.key === key)?.subScore ?? null;
const text = (r: EngineResult) => (r.signals as { onScreenText: { read: string; coverage: number } }).onScreenText;

async function png(name: string, base: string, width: number, height: number, svg: string) {
  fs.writeFileSync(file(name), await drawOver(base, width, height, svg));
  return file(name);
}

beforeAll(async () => {
  dir = makeTempDir("vs-sight-");
  await engine.warmUp();
}, 120_000);

afterAll(async () => {
  await engine.close?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("on-screen text", () => {
  it("when a photo carries an English banner with a policy word, then OCR reads it and compliance names it", async () => {
    const banner =
      `<rect x="0" y="420" width="1080" height="130" fill="#000" opacity="0.65"/>` +
      `<text x="60" y="510" ${FONT} font-size="72" fill="#fff">Best casino bonus tonight</text>`;
    const r = await image(await png("casino.png", PHOTOS[1]!, 1080, 1350, banner));
    expect(text(r).read.toLowerCase()).toContain("casino");
    expect(r.contentCompliance.status).toBe("needs_review");
    expect(r.contentCompliance.violationReasons.join(" ")).toMatch(/on-screen text.*casino.*gambling/);
  }, 60_000);

  it("when a photo carries an Arabic line, then it is found and read", async () => {
    const line =
      `<rect x="0" y="420" width="1080" height="130" fill="#000" opacity="0.65"/>` +
      `<text x="1020" y="510" ${FONT} font-size="72" fill="#fff" text-anchor="end">وصفة سهلة للفطور</text>`;
    const r = await image(await png("arabic.png", PHOTOS[2]!, 1080, 1350, line));
    expect(text(r).coverage).toBeGreaterThan(0.01);
    if (fs.existsSync("/usr/share/tesseract-ocr/5/tessdata/ara.traineddata")) {
      expect(text(r).read).toMatch(/[\u0600-\u06FF]{3,}/);
    } else {
      expect(r.explanation.find((e) => e.key === "onScreenText")!.value).toMatch(/could not be read/);
    }
  }, 60_000);

  it("when text sits in the bottom caption band of a vertical photo, then it is flagged under the overlay", async () => {
    const low = `<text x="60" y="1800" ${FONT} font-size="80" fill="#fff" stroke="#000" stroke-width="3">Link in bio for the recipe</text>`;
    const high = `<text x="60" y="700" ${FONT} font-size="80" fill="#fff" stroke="#000" stroke-width="3">Link in bio</text>`;
    const covered = await image(await png("low.png", PHOTOS[3]!, 1080, 1920, low));
    const clear = await image(await png("high.png", PHOTOS[3]!, 1080, 1920, high));
    expect(covered.insights.some((d) => /covered by the app's buttons or caption/.test(d.insight) && d.y > 80)).toBe(
      true,
    );
    expect(sub(covered, "uiZones")!).toBeLessThan(sub(clear, "uiZones")!);
  }, 60_000);

  it("when a clip opens with a line of text, then the text hook is credited", async () => {
    const plain = await makePhotoClip(file("plain.mp4"), { photos: [1], seconds: 5 });
    await ffmpeg(
      [
        "-i",
        plain,
        "-vf",
        "drawtext=fontfile=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf:text='3 tips for better sleep':fontsize=30:fontcolor=white:borderw=2:x=20:y=200",
        "-c:a",
        "copy",
      ],
      file("texted.mp4"),
    );
    const video = (f: string) =>
      engine.analyze({ filePath: f, media: { kind: "video", mime: "video/mp4" }, caption: "", hashtags: "" });
    const [withText, without] = [await video(file("texted.mp4")), await video(plain)];
    expect(sub(withText, "textHook")).toBe(100);
    expect(sub(without, "textHook")!).toBeLessThan(100);
    expect(withText.contentFactors.hookStrength).toBeGreaterThan(without.contentFactors.hookStrength);
  }, 90_000);
});

describe("subject and preview", () => {
  it("when the same people fill the frame or are small in a blank one, then the subject sub-score follows the fill", async () => {
    const full = await image(PHOTOS[0]!);
    const small = await png("small.png", "#8899aa", 1920, 1280, "");
    const tiny = file("tiny.png");
    await ffmpeg(
      ["-i", small, "-i", PHOTOS[0]!, "-filter_complex", "[1:v]scale=320:-2[p];[0:v][p]overlay=800:500"],
      tiny,
    );
    const far = await image(tiny);
    const s = (r: EngineResult) => r.signals as { subject: { kind: string; fill: number } };
    expect(s(full).subject.kind).toBe("person");
    expect(s(far).subject.fill).toBeLessThan(s(full).subject.fill);
    expect(sub(far, "subject")!).toBeLessThan(sub(full, "subject")!);
  }, 60_000);

  it("when an analysis is made, then a JPEG still of at most 416 px comes with it", async () => {
    const r = await image(PHOTOS[4]!);
    expect(r.previewJpeg).not.toBeNull();
    expect(r.previewJpeg!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(r.previewJpeg!.length).toBeLessThan(60_000);
  }, 60_000);
});
