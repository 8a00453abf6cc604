import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EngineInput, type EngineResult, createEngine } from "./engine";
import { makeTempDir } from "./testing/media-fixtures";
import { PHOTOS, makePhotoClip } from "./testing/real-media";

// No raw model labels anywhere a person reads: the explicit-content model's class names and any probability
// of it must not be in a stored analysis (its texts, explanation, insights or raw signals), since the API, the
// compare page, the report, the exports and the admin view all read from it. Walked field by field, on the
// six real photos of people and a clip made from them, with the models on.

const FORBIDDEN = /\b(porn|pornography|sexy|hentai|nsfw|drawings?)\b/i;

const engine = createEngine("offline");
let dir: string;
const results: Array<{ name: string; result: EngineResult }> = [];

/** Every string and every key in a value, with the path to it. */
function walk(value: unknown, at: string, out: Array<{ at: string; text: string }>): void {
  if (typeof value === "string") out.push({ at, text: value });
  else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${at}[${i}]`, out));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      out.push({ at: `${at}.${key} (key)`, text: key });
      walk(item, `${at}.${key}`, out);
    }
  }
}

beforeAll(async () => {
  dir = makeTempDir("vs-labels-");
  await engine.warmUp();
  const analyze = (filePath: string, media: EngineInput["media"]) =>
    engine.analyze({ filePath, media, caption: "Which look would you pick? 👇", hashtags: "#friends #riyadh" });
  for (const photo of PHOTOS) {
    results.push({ name: path.basename(photo), result: await analyze(photo, { kind: "image", mime: "image/jpeg" }) });
  }
  const clip = await makePhotoClip(path.join(dir, "people.mp4"));
  results.push({ name: "people.mp4", result: await analyze(clip, { kind: "video", mime: "video/mp4" }) });
}, 240_000);

afterAll(async () => {
  await engine.close?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("no raw model labels in an analysis", () => {
  it("when real photos and a clip of people are analysed, then no field, text or key names a class of the explicit-content model", () => {
    expect(results).toHaveLength(PHOTOS.length + 1);
    const leaks = results.flatMap(({ name, result }) => {
      const { previewJpeg: _preview, ...stored } = result;
      const strings: Array<{ at: string; text: string }> = [];
      walk(stored, name, strings);
      return strings.filter((s) => FORBIDDEN.test(s.text));
    });
    expect(leaks).toEqual([]);
  });

  it("when the visual check finds nothing to review, then it says so in product words", () => {
    for (const { result } of results) {
      const check = result.explanation.find((e) => e.key === "visualPolicy");
      expect(check?.value).toBe("nothing that needs review");
    }
  });

  it("when a face's expression is named, then without a probability", () => {
    const named = results.flatMap(({ result }) => result.explanation.filter((e) => e.key === "expression"));
    // The photos are of smiling people: some expressions are named, so the check below has something to check.
    expect(named.length).toBeGreaterThan(0);
    for (const expression of named) expect(String(expression.value)).not.toMatch(/%|\d\.\d\d/);
  });
});
