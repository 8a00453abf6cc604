import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EngineResult, createEngine } from "./engine";
import { FACE_SAMPLES, ffmpeg, makeTempDir } from "./testing/media-fixtures";

// The timeline on clips made here with ffmpeg from real photos, with a keyframe every second as phones write
// them: a cut at a known second, a still picture held for 6 s, a voice (ffmpeg's flite speech synthesis)
// starting at 2.5 s.

const engine = createEngine("offline");
let dir: string;
const file = (name: string) => path.join(dir, name);
const analyze = (filePath: string) =>
  engine.analyze({
    filePath,
    media: { kind: "video", mime: "video/mp4" },
    caption: "Which look would you pick? Comment below 👇",
    hashtags: "#streetstyle #riyadh",
  });

type Shot = { photo: number; seconds: number; pan: boolean };

/** Shots of face-api's photos, 720x1280 at 30 fps, a keyframe every second; `audio` is a lavfi source. */
async function makeClip(name: string, shots: Shot[], audio: string): Promise<string> {
  const total = shots.reduce((s, shot) => s + shot.seconds, 0);
  const inputs = shots.flatMap((shot) => ["-loop", "1", "-t", String(shot.seconds), "-i", FACE_SAMPLES[shot.photo]!]);
  const graph = shots
    .map((shot, i) => {
      const crop = shot.pan ? "crop=720:1280:x='t*60':y=0" : "crop=720:1280";
      return `[${i}:v]scale=900:1600:force_original_aspect_ratio=increase,${crop},fps=30,setsar=1[v${i}]`;
    })
    .join(";");
  const concat = `${shots.map((_, i) => `[v${i}]`).join("")}concat=n=${shots.length}:v=1:a=0,format=yuv420p[v]`;
  return ffmpeg(
    [
      ...inputs,
      "-f",
      "lavfi",
      "-i",
      audio,
      "-filter_complex",
      `${graph};${concat};[${shots.length}:a]apad,atrim=0:${total},aresample=44100[a]`,
      "-map",
      "[v]",
      "-map",
      "[a]",
      "-c:v",
      "libx264",
      "-g",
      "30",
      "-preset",
      "veryfast",
      "-c:a",
      "aac",
      "-t",
      String(total),
    ],
    file(name),
  );
}

const TONE = "sine=frequency=330:sample_rate=44100";
const seconds = (r: EngineResult) => r.timeline!.seconds;
const withEvent = (r: EngineResult, event: string) => seconds(r).filter((s) => s.events.includes(event as never));

beforeAll(async () => {
  dir = makeTempDir("vs-timeline-");
  await engine.warmUp();
}, 120_000);

afterAll(async () => {
  await engine.close?.();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("a clip second by second", () => {
  let cut: EngineResult;
  let still: EngineResult;
  let speech: EngineResult;
  beforeAll(async () => {
    cut = await analyze(
      await makeClip(
        "cut.mp4",
        [
          { photo: 0, seconds: 5, pan: true },
          { photo: 3, seconds: 4, pan: true },
        ],
        TONE,
      ),
    );
    still = await analyze(
      await makeClip(
        "still.mp4",
        [
          { photo: 0, seconds: 3, pan: true },
          { photo: 1, seconds: 6, pan: false },
          { photo: 2, seconds: 3, pan: true },
        ],
        TONE,
      ),
    );
    const words = "Hello everyone, welcome back. Today we try the new cafe in Riyadh, and honestly it is amazing.";
    speech = await analyze(
      await makeClip(
        "speech.mp4",
        [
          { photo: 0, seconds: 4, pan: true },
          { photo: 1, seconds: 4, pan: true },
        ],
        `flite=text='${words}':voice=slt,adelay=2500:all=1`,
      ),
    );
  }, 240_000);

  it("when a clip is analysed, then it has one entry per second and the estimated hold starts at 100 and never rises", () => {
    for (const [result, length] of [
      [cut, 9],
      [still, 12],
      [speech, 8],
    ] as const) {
      expect(seconds(result).map((s) => s.t)).toEqual(Array.from({ length }, (_, i) => i));
      expect(seconds(result)[0]!.hold).toBe(100);
      for (let i = 1; i < length; i++)
        expect(seconds(result)[i]!.hold).toBeLessThanOrEqual(seconds(result)[i - 1]!.hold);
    }
  });

  it("when the clip cuts to another photo at 5 s, then the cut is at second 5 and nowhere else", () => {
    expect(withEvent(cut, "cut").map((s) => s.t)).toEqual([5]);
  });

  it("when a still photo is held from 3 s to 9 s, then the stretch is named with its seconds and the hold drops there", () => {
    const stretch = still.explanation.find((e) => e.key === "stillStretch")!;
    expect(stretch.value).toBe("longest still stretch 0:03-0:09 (6 s)");
    const advice = still.recommendations.find((r) => r.startsWith("0:03-0:09"));
    expect(advice).toMatch(/^0:03-0:09: no cut, no motion, no voice and no new text for 6 s/);
    const lossPerSecond = (from: number, to: number) =>
      (seconds(still)[from]!.hold - seconds(still)[to]!.hold) / (to - from);
    // Base losses are the same from 3 s to 10 s: the still seconds lose more than the moving ones after them.
    expect(lossPerSecond(5, 9)).toBeGreaterThan(lossPerSecond(9, 11));
    expect(cut.explanation.find((e) => e.key === "stillStretch")!.subScore).toBe(100);
  });

  it("when a voice starts at 2.5 s, then the first words are found between 2 and 3 s and named in the advice", () => {
    const at = speech.timeline!.firstWordsAt!;
    expect(at).toBeGreaterThanOrEqual(2);
    expect(at).toBeLessThanOrEqual(3);
    expect(withEvent(speech, "speech")[0]!.t).toBe(2);
    expect(speech.recommendations.join("\n")).toMatch(/^First words at 0:02\.\d: on a talking clip/m);
  });

  it("when the sound is a steady tone, then no voice is reported", () => {
    expect(cut.timeline!.firstWordsAt).toBeNull();
    expect(withEvent(cut, "speech")).toEqual([]);
    expect(cut.explanation.find((e) => e.key === "firstWords")).toBeUndefined();
  });
});
