import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeClip, makeTempDir } from "../testing/media-fixtures";
import { ffprobeTime, readMp4PacketFacts } from "./mp4-index";
import { probeVideoAndPackets } from "./probe";

// The index of an MP4/MOV gives the very keyframe times and packet sizes ffprobe lists by reading the file;
// anything outside the plain case is left to ffprobe.

let dir: string;
beforeAll(() => {
  dir = makeTempDir("vs-mp4-index-");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const at = (name: string) => path.join(dir, name);
const PLAIN = [
  {
    name: "b-frames.mp4",
    o: { seconds: 7, fps: 10, cutsAt: [3.3], codec: ["-c:v", "libx264", "-preset", "fast", "-bf", "3", "-g", "15"] },
  },
  {
    name: "scene-cuts-30fps.mp4",
    o: { seconds: 6, fps: 30, cutsAt: [2.2, 4.1], codec: ["-c:v", "libx264", "-preset", "medium", "-g", "30"] },
  },
  { name: "moov-first.mp4", o: { seconds: 5, fps: 25, extraOutput: ["-movflags", "+faststart"] } },
  { name: "quicktime.mov", o: { seconds: 5, fps: 24, codec: ["-c:v", "libx264", "-preset", "veryfast", "-bf", "2"] } },
  { name: "turned.mp4", o: { seconds: 4, fps: 30, extraOutput: ["-metadata:s:v", "rotate=90"] } },
  {
    name: "silent-60fps.mp4",
    o: { seconds: 4, fps: 60, audio: "none" as const, codec: ["-c:v", "libx264", "-preset", "fast", "-g", "60"] },
  },
];

describe("packet facts from the MP4 index", () => {
  it.each(PLAIN)(
    "when $name is read, then its keyframes and bits per second equal ffprobe's",
    async ({ name, o }) => {
      const file = await makeClip(at(name), o);
      const fromIndex = await readMp4PacketFacts(file);
      expect(fromIndex).not.toBeNull();
      expect(fromIndex).toEqual((await probeVideoAndPackets(file)).packets);
    },
    60_000,
  );

  it("when the file is fragmented or not an MP4, then the index is not read (null) and ffprobe lists the packets", async () => {
    const fragmented = await makeClip(at("fragmented.mp4"), {
      seconds: 4,
      extraOutput: ["-movflags", "+frag_keyframe+empty_moov"],
    });
    expect(await readMp4PacketFacts(fragmented)).toBeNull();
    const avi = await makeClip(at("clip.avi"), { seconds: 3, codec: ["-c:v", "mpeg4"], audio: "none" });
    expect(await readMp4PacketFacts(avi)).toBeNull();
    const text = at("notes.mp4");
    fs.writeFileSync(text, "not a video at all\n".repeat(100));
    expect(await readMp4PacketFacts(text)).toBeNull();
  }, 60_000);

  it("when a time falls exactly half-way at the sixth decimal, then it rounds to even as ffprobe's printf does", () => {
    expect(ffprobeTime(120, 15360)).toBe("0.007812"); // 0.0078125 exactly
    expect(ffprobeTime(360, 15360)).toBe("0.023438"); // 0.0234375 exactly
    expect(ffprobeTime(1, 15)).toBe("0.066667");
    expect(ffprobeTime(15360, 15360)).toBe("1.000000");
    expect(ffprobeTime(-1024, 15360)).toBe("-0.066667");
  });
});
