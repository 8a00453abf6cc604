import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { renderEngineMessage, renderOptional } from "@shared/i18n/engine-text";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EngineInput, type EngineResult, createEngine } from "./engine";
import { makeClip, makeTempDir } from "./testing/media-fixtures";
import { PHOTOS, makePhotoClip, makeStill, makeSyntheticClip } from "./testing/real-media";

// The engine's full results on a fixed set of media, field by field, against the file beside this test. Work
// that only makes the engine faster (fewer decoder processes, frames taken from another pass, a different
// thread) must leave every field as it was. A deliberate change of the scoring updates the file:
// `npx vitest run server/src/scoring/same-results.test.ts -u`, and the diff shows what changed. The messages
// behind the texts are not in the file: each English field is checked to be its message rendered in English, so
// the file proves the English catalogue says what the engine said before it had one.

type Case = { name: string; kind: "image" | "video"; make: (dir: string) => Promise<string> };

const at = (dir: string, name: string) => path.join(dir, name);
const CASES: Case[] = [
  { name: "photo of people as shipped (JPEG 1920x1280)", kind: "image", make: async () => PHOTOS[0]! },
  {
    name: "portrait crop of a photo (JPEG 1080x1350)",
    kind: "image",
    make: (dir) => makeStill(at(dir, "portrait.jpg"), { photo: 2 }),
  },
  { name: "noise still (JPEG)", kind: "image", make: (dir) => makeStill(at(dir, "noise.jpg"), "noise") },
  {
    name: "photo clip, 8 s, one keyframe a second, tone",
    kind: "video",
    make: (dir) => makePhotoClip(at(dir, "photo-clip.mp4")),
  },
  {
    name: "three photos with cuts, 720x1280, 14 s, noise audio",
    kind: "video",
    make: (dir) =>
      makePhotoClip(at(dir, "cuts.mp4"), { width: 720, height: 1280, seconds: 14, photos: [0, 1, 2], audio: "noise" }),
  },
  {
    name: "still photo clip without sound",
    kind: "video",
    make: (dir) => makePhotoClip(at(dir, "still.mp4"), { still: true, audio: "none", seconds: 6 }),
  },
  {
    name: "colour bars clip",
    kind: "video",
    make: (dir) => makeSyntheticClip(at(dir, "bars.mp4"), "bars", { seconds: 6 }),
  },
  {
    name: "one keyframe in 12 s, with B-frames",
    kind: "video",
    make: (dir) =>
      makeClip(at(dir, "long-gop.mp4"), {
        seconds: 12,
        cutsAt: [5],
        codec: ["-c:v", "libx264", "-preset", "fast", "-bf", "3", "-g", "300", "-sc_threshold", "0"],
      }),
  },
  {
    name: "phone clip turned a quarter (rotation metadata), silent track",
    kind: "video",
    make: (dir) =>
      makeClip(at(dir, "rotated.mp4"), {
        width: 320,
        height: 180,
        seconds: 5,
        audio: "silent",
        extraOutput: ["-metadata:s:v", "rotate=90"],
      }),
  },
];

const engine = createEngine("offline");
let dir: string;

beforeAll(async () => {
  dir = makeTempDir("vs-same-results-");
  await engine.warmUp();
}, 120_000);

afterAll(async () => {
  await engine.close?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The English fields are the messages rendered in English, one for one and in the same order. */
function expectEnglishFromMessages(result: EngineResult): void {
  const m = result.messages!;
  const en = (message: Parameters<typeof renderEngineMessage>[0]) => renderEngineMessage(message, "en");
  expect(m.strengths.map(en)).toEqual(result.strengths);
  expect(m.recommendations.map(en)).toEqual(result.recommendations);
  expect(m.why.strengths.map((w) => renderOptional(w))).toEqual(result.why.strengths);
  expect(m.why.recommendations.map((w) => renderOptional(w))).toEqual(result.why.recommendations);
  expect(m.insights.map(en)).toEqual(result.insights.map((i) => i.insight));
  expect(m.violationReasons.map(en)).toEqual(result.contentCompliance.violationReasons);
  expect(m.explanation.map((e) => [e.key, en(e.label), en(e.value), en(e.note)])).toEqual(
    result.explanation.map((e) => [e.key, e.label, e.value, e.note]),
  );
  expect(en(m.theme)).toBe(result.visualAnalysis.theme);
  const score = result.signals.score as { confidenceReasons: string[] };
  expect(m.confidenceReasons.map(en)).toEqual(score.confidenceReasons);
}

/**
 * Everything the engine answers, with the preview still as its digest (a JPEG is bytes, not fields). What it
 * keeps for a later caption is checked by reuse.test.ts.
 */
function comparable(result: EngineResult): Record<string, unknown> {
  const { previewJpeg, measured: _measured, messages: _messages, ...rest } = result;
  const digest = previewJpeg ? createHash("sha256").update(previewJpeg).digest("hex") : null;
  return { ...rest, previewJpeg: digest };
}

describe("the engine's results on the fixed media set", () => {
  it("when every case is analysed, then each result equals the recorded one field by field", async () => {
    const results: Record<string, unknown> = {};
    for (const c of CASES) {
      const media: EngineInput["media"] =
        c.kind === "video" ? { kind: "video", mime: "video/mp4" } : { kind: "image", mime: "image/jpeg" };
      const result = await engine.analyze({
        filePath: await c.make(dir),
        media,
        caption: "Which one would you pick? Comment below 👇",
        hashtags: "#riyadh #foodtok",
      });
      expectEnglishFromMessages(result);
      results[c.name] = comparable(result);
    }
    await expect(JSON.stringify(results, null, 2) + "\n").toMatchFileSnapshot("./testing/same-results.json");
  }, 300_000);
});
