import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EngineInput, type EngineResult, createEngine } from "./engine";
import { makeTempDir } from "./testing/media-fixtures";
import { PHOTOS, makePhotoClip } from "./testing/real-media";

// A file measured once is scored again with another caption from what was kept, without decoding it: the
// answer must be exactly the fresh analysis of the file with that caption.

const engine = createEngine("offline");
let dir: string;
beforeAll(async () => {
  dir = makeTempDir("vs-reuse-");
  await engine.warmUp();
}, 120_000);
afterAll(async () => {
  await engine.close?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

const FIRST = { caption: "new recipe", hashtags: "#food" };
const EDITED = {
  caption: "Which one would you try first? Comment below 👇 بالعربي",
  hashtags: "#riyadh #foodtok #ramadan",
};

const without = (r: Omit<EngineResult, "previewJpeg">) => {
  const { measured: _m, previewJpeg: _p, ...rest } = r as EngineResult;
  return rest;
};

describe("scoring a measured file again with another caption", () => {
  it.each([
    { kind: "image" as const, make: async () => PHOTOS[1]! },
    { kind: "video" as const, make: () => makePhotoClip(path.join(dir, "clip.mp4"), { seconds: 8, photos: [0, 2] }) },
  ])(
    "when the $kind is rescored with an edited caption, then the result equals a fresh analysis with it",
    async ({ kind, make }) => {
      const media: EngineInput["media"] =
        kind === "video" ? { kind: "video", mime: "video/mp4" } : { kind: "image", mime: "image/jpeg" };
      const filePath = await make();
      const first = await engine.analyze({ filePath, media, ...FIRST });
      expect(first.measured).toBeInstanceOf(Buffer);
      const fresh = await engine.analyze({ filePath, media, ...EDITED });
      const rescored = engine.rescore(first.measured!, EDITED.caption, EDITED.hashtags);
      expect(rescored).not.toBeNull();
      expect(JSON.stringify(without(rescored!))).toBe(JSON.stringify(without(fresh)));
      // Only what reads the caption changed between the two captions.
      const a = first.signals as Record<string, unknown>;
      const b = rescored!.signals as Record<string, unknown>;
      const changed = Object.keys(a).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
      expect(changed.filter((k) => !["text", "compliance", "score"].includes(k))).toEqual([]);
      expect(changed).toContain("text");
    },
    120_000,
  );

  it("when what was kept is not readable, then rescoring answers null instead of a made-up result", () => {
    expect(engine.rescore(Buffer.from("not measurements"), "a", "#b")).toBeNull();
  });
});
