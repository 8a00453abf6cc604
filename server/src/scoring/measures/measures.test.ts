import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readMp4PacketFacts } from "../media/mp4-index";
import { classifyFrame } from "../signals/frame-kind";
import { frameStats } from "../signals/pixels";
import { blockiness, effectiveResolution } from "../signals/quality";
import { findTextRegions } from "../signals/text-regions";
import { lavfiFrame, makeClip, makeTempDir } from "../testing/media-fixtures";
import type { GrayFrame } from "../types";
import { PixelMeasures } from ".";

// The pixel-measures thread answers exactly what the same functions give on the event loop, and leaves the
// caller's frame as it was.

const measures = new PixelMeasures();
afterAll(() => measures.close());

describe("the pixel-measures thread", () => {
  it("when it starts, then it loads the measures (TypeScript) in its own thread", async () => {
    expect(await measures.warmUp()).toBe(true);
  }, 60_000);

  it("when a frame is measured there, then every answer equals the event loop's and the frame is untouched", async () => {
    const frame = await lavfiFrame("testsrc2=size=234x416:rate=1", 234, 416);
    const before = Buffer.from(frame.rgb).toString("base64");
    expect(await measures.frameStats(frame)).toEqual(frameStats(frame));
    expect(await measures.sightPixels(frame)).toEqual({
      kind: classifyFrame(frame).kind,
      text: findTextRegions(frame),
    });
    const luma = new Uint8Array(540 * 960).map((_, i) => (i * 7919) % 251);
    const gray: GrayFrame = { width: 540, height: 960, luma };
    const resolution = effectiveResolution(gray);
    expect(await measures.quality(gray)).toEqual({
      blockiness: blockiness(gray),
      effectiveShortSide: resolution.effectiveShortSide,
      upscaleFactor: resolution.upscaleFactor,
    });
    expect(Buffer.from(frame.rgb).toString("base64")).toBe(before);
    expect(gray.luma.length).toBe(540 * 960);
  }, 60_000);

  it("when the frame is malformed, then the measure's own error reaches the caller", async () => {
    await expect(measures.frameStats({ width: 100, height: 100, rgb: new Uint8Array(10) })).rejects.toThrow(
      /too small/,
    );
  });
});

describe("an MP4's index read in the thread", () => {
  it("when an MP4 and a non-MP4 are read there, then the answers equal the event loop's", async () => {
    const dir = makeTempDir("vs-measures-index-");
    const clip = await makeClip(path.join(dir, "clip.mp4"), { seconds: 3 });
    const facts = await measures.mp4Index(clip);
    expect(facts?.keyframeTimes.length).toBeGreaterThan(0);
    expect(facts).toEqual(await readMp4PacketFacts(clip));
    const avi = await makeClip(path.join(dir, "clip.avi"), { seconds: 2, codec: ["-c:v", "mpeg4"], audio: "none" });
    expect(await measures.mp4Index(avi)).toBeNull();
  }, 60_000);
});
