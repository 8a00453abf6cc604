import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FACE_SAMPLE, ffmpeg, makeTempDir } from "../testing/media-fixtures";
import { MediaUnreadableError } from "../types";
import { decodeDetailFrame, loadDetailImage } from "./detail-frame";

let dir: string;
beforeAll(() => {
  dir = makeTempDir();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const file = (name: string) => path.join(dir, name);
const clip = (name: string, graph: string, seconds: number, extra: string[] = []) =>
  ffmpeg(
    [
      "-f",
      "lavfi",
      "-i",
      `${graph},format=yuv420p`,
      "-t",
      String(seconds),
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      ...extra,
    ],
    file(name),
  );
const mean = (luma: Uint8Array) => luma.reduce((s, v) => s + v, 0) / luma.length;

describe("decodeDetailFrame", () => {
  it("when a 1080x1920 clip is read at 1.3 s, then one full-size gray frame comes back from the keyframe before", async () => {
    // Keyframes every second; the left half turns white at 1 s: the keyframe at 1 s shows it.
    const video = await clip(
      "tall.mp4",
      "color=c=black:size=1080x1920:rate=25,drawbox=w=540:h=1920:c=white:t=fill:enable='gte(t,1)'",
      3,
      ["-g", "25"],
    );
    const frame = await decodeDetailFrame(video, 1.3);
    expect(frame).not.toBeNull();
    expect([frame!.width, frame!.height]).toEqual([1080, 1920]);
    expect(frame!.luma).toHaveLength(1080 * 1920);
    // Full range: limited-range white comes back as 255, black as 0.
    expect(frame!.luma[100 * 1080 + 100]).toBeGreaterThanOrEqual(250);
    expect(frame!.luma[100 * 1080 + 1000]).toBeLessThanOrEqual(5);
    const first = await decodeDetailFrame(video, 0);
    expect(mean(first!.luma)).toBeLessThan(5);
  });

  it("when the clip is larger than 1920 on its long side, then it is scaled down to 1920; a small one is not enlarged", async () => {
    const big = await decodeDetailFrame(await clip("big.mp4", "testsrc2=size=2560x1440", 0.2), 0);
    const small = await decodeDetailFrame(await clip("small.mp4", "testsrc2=size=320x240", 0.2), 0);
    expect([big!.width, big!.height]).toEqual([1920, 1080]);
    expect([small!.width, small!.height]).toEqual([320, 240]);
  });

  it("when the file carries a rotation tag, then the coded orientation is kept (the block grid stays aligned)", async () => {
    const video = await ffmpeg(
      ["-f", "lavfi", "-i", "testsrc2=size=640x360", "-t", "1", "-c:v", "libx264", "-preset", "ultrafast"],
      file("plain.mp4"),
    );
    const rotated = await ffmpeg(["-i", video, "-c", "copy", "-metadata:s:v:0", "rotate=90"], file("rotated.mov"));
    const frame = await decodeDetailFrame(rotated, 0.5);
    expect([frame!.width, frame!.height]).toEqual([640, 360]);
  });

  it("when the moment lies past the end, then the last keyframe is returned", async () => {
    const frame = await decodeDetailFrame(await clip("short.mp4", "testsrc2=size=320x240", 2), 30);
    expect(frame?.width).toBe(320);
  });

  it("when the file is not a video, then the answer is null", async () => {
    fs.writeFileSync(file("garbage.mp4"), Buffer.from("not a video at all ".repeat(200)));
    expect(await decodeDetailFrame(file("garbage.mp4"), 0)).toBeNull();
  });

  it("when the analysis is aborted, then the decode is stopped and rejects", async () => {
    const video = await clip("abort.mp4", "testsrc2=size=1280x720", 0.5);
    const controller = new AbortController();
    const pending = decodeDetailFrame(video, 0, controller.signal);
    controller.abort();
    await expect(pending).rejects.toThrow(/aborted/);
  });
});

describe("loadDetailImage", () => {
  it("when a photo is loaded, then its BT.601 luma comes back at full size (up to 1920)", async () => {
    const frame = await loadDetailImage(FACE_SAMPLE);
    const { data, info } = await sharp(FACE_SAMPLE).raw().toBuffer({ resolveWithObject: true });
    expect([frame.width, frame.height]).toEqual([info.width, info.height]);
    let worst = 0;
    for (let i = 0; i < frame.luma.length; i += 97) {
      const expected = 0.299 * data[i * 3]! + 0.587 * data[i * 3 + 1]! + 0.114 * data[i * 3 + 2]!;
      worst = Math.max(worst, Math.abs(expected - frame.luma[i]!));
    }
    expect(worst).toBeLessThanOrEqual(1);
  });

  it("when the image is rotated by EXIF, larger than 1920 or small, then it is turned, capped, never enlarged", async () => {
    await sharp(FACE_SAMPLE).resize(600, 400).withMetadata({ orientation: 6 }).jpeg().toFile(file("rot.jpg"));
    await sharp(FACE_SAMPLE).resize(4000).png().toFile(file("big.png"));
    await sharp(FACE_SAMPLE).resize(300).ensureAlpha(0.5).png().toFile(file("small.png"));
    const rotated = await loadDetailImage(file("rot.jpg"));
    const big = await loadDetailImage(file("big.png"));
    const small = await loadDetailImage(file("small.png"));
    expect([rotated.width, rotated.height]).toEqual([400, 600]);
    expect(Math.max(big.width, big.height)).toBe(1920);
    expect(small.width).toBe(300);
    expect(small.luma).toHaveLength(small.width * small.height);
  });

  it("when the file is not an image, then MediaUnreadableError", async () => {
    fs.writeFileSync(file("broken.png"), Buffer.from("definitely not a png"));
    await expect(loadDetailImage(file("broken.png"))).rejects.toBeInstanceOf(MediaUnreadableError);
  });
});
