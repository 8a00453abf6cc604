import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeClip, makeTempDir } from "../testing/media-fixtures";
import type { GrayFrame, RgbFrame } from "../types";
import { decodeDetailFrame } from "./detail-frame";
import { decodeKeyframePass, keyframeIndexAt } from "./keyframe-pass";
import { probeVideoAndPackets } from "./probe";
import { decodeSamplesAndAudio } from "./video";

// The keyframe pass stands in for one input seek per sampled moment: every moment it takes must get the very
// frame the seek decodes, on clips with and without B-frames, moments every 40 ms.

let dir: string;
beforeAll(() => {
  dir = makeTempDir("vs-keyframe-pass-");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const digest = (frame: RgbFrame | null | undefined) =>
  frame ? createHash("sha256").update(frame.rgb).digest("hex") : null;

const grayDigest = (frame: GrayFrame | null) =>
  frame ? `${frame.width}x${frame.height} ${createHash("sha256").update(frame.luma).digest("hex")}` : null;

const CLIPS = [
  { name: "B-frames, a keyframe every 2 s, 10 fps", fps: 10, codec: ["-preset", "fast", "-bf", "3", "-g", "20"] },
  { name: "no B-frames, a keyframe every 1.5 s, 10 fps", fps: 10, codec: ["-preset", "ultrafast", "-g", "15"] },
  { name: "scene-cut keyframes, 30 fps", fps: 30, codec: ["-preset", "medium", "-g", "30"] },
];

describe("sampled moments from the keyframe pass", () => {
  it.each(CLIPS)(
    "when moments are taken from a clip with $name, then each equals the frame a seek decodes",
    async (clip) => {
      const file = await makeClip(path.join(dir, `${clip.fps}-${clip.codec.join("")}.mp4`), {
        seconds: 7,
        fps: clip.fps,
        cutsAt: [4.3],
        codec: ["-c:v", "libx264", "-sc_threshold", clip.name.startsWith("scene") ? "40" : "0", ...clip.codec],
      });
      const packets = (await probeVideoAndPackets(file)).packets!;
      const times = Array.from({ length: 100 }, (_, i) => Math.round((3 + i * 0.04) * 1000) / 1000);
      const keyIndex = keyframeIndexAt(packets.keyframeTimes, times, clip.fps);
      const [pass, seek] = await Promise.all([
        decodeKeyframePass(file, { keyframeTimes: packets.keyframeTimes, samples: keyIndex, onAudio: null }),
        decodeSamplesAndAudio(file, times, null),
      ]);
      const taken = times.map((_, i) => i).filter((i) => keyIndex[i] !== null);
      expect(taken.length).toBeGreaterThan(50);
      for (const i of taken) expect(digest(pass.samples[i]), `moment ${times[i]} s`).toBe(digest(seek.frames[i]));
      expect(pass.keyframes.map((k) => k.t)).toEqual(packets.keyframeTimes);

      // The full-resolution gray frame of a moment, from the pass and by its own seek.
      for (const i of taken.filter((_, n) => n % 12 === 0)) {
        let fromPass: GrayFrame | null = null;
        await decodeKeyframePass(file, {
          keyframeTimes: packets.keyframeTimes,
          samples: [],
          onAudio: null,
          detail: { index: keyIndex[i]!, onFrame: (frame) => (fromPass = frame) },
        });
        const sought = await decodeDetailFrame(file, times[i]!);
        expect(grayDigest(fromPass), `detail at ${times[i]} s`).toBe(grayDigest(sought));
      }
    },
    60_000,
  );
});

describe("which keyframe stands for a moment", () => {
  it("when moments fall between keyframes, near the next one, after the last or without a frame rate, then only the first are taken", () => {
    const keys = [0, 1, 2, 3];
    expect(keyframeIndexAt(keys, [1.5, 1.95, 2.0, 3.2, 0], 30)).toEqual([1, null, 2, null, 0]);
    expect(keyframeIndexAt(keys, [1.5], null)).toEqual([null]);
    expect(keyframeIndexAt([], [1.5], 30)).toEqual([null]);
  });
});
