import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { resolveMediaTools } from "../media/tools";
import type { RgbFrame } from "../types";

// Test media generated on the fly with ffmpeg's lavfi sources and sharp: nothing binary is committed.

const run = promisify(execFile);

export function makeTempDir(prefix = "vs-scoring-"): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Runs ffmpeg (no shell) with the given arguments, overwriting `out`. */
export async function ffmpeg(args: string[], out: string): Promise<string> {
  await run(resolveMediaTools().ffmpeg, ["-hide_banner", "-nostdin", "-v", "error", "-y", ...args, out], {
    maxBuffer: 1 << 20,
  });
  return out;
}

export type ClipOptions = {
  width?: number;
  height?: number;
  seconds?: number;
  fps?: number;
  /** eq brightness offset, -1..1 */
  brightness?: number;
  blur?: boolean;
  /** Cuts at these times (s): the source switches between differently coloured/moving scenes. */
  cutsAt?: number[];
  audio?: "sine" | "silent" | "none";
  /** Letterbox: the picture is scaled into the middle this share of the height, black above and below. */
  letterbox?: number;
  codec?: string[];
  extraOutput?: string[];
};

/**
 * A synthetic clip: testsrc2 (moving, sharp edges) with optional cuts to other scenes (mandelbrot, a
 * hue-shifted negative testsrc2, noisy smptebars), brightness, blur, bars and a sine or silent audio track.
 */
export async function makeClip(out: string, o: ClipOptions = {}): Promise<string> {
  const width = o.width ?? 180;
  const height = o.height ?? 320;
  const seconds = o.seconds ?? 6;
  const fps = o.fps ?? 10;
  const size = `${width}x${height}`;
  const bounds = [0, ...(o.cutsAt ?? []), seconds];
  // Every scene moves (smptebars is static: it would read as a frozen stretch).
  const scenes = [
    `testsrc2=size=${size}:rate=${fps}`,
    `mandelbrot=size=${size}:rate=${fps}`,
    `testsrc2=size=${size}:rate=${fps},hue=h=150,negate`,
    `smptebars=size=${size}:rate=${fps},noise=alls=30:allf=t`,
  ];
  const inputs: string[] = [];
  const parts: string[] = [];
  for (let i = 0; i < bounds.length - 1; i++) {
    const length = bounds[i + 1]! - bounds[i]!;
    inputs.push("-f", "lavfi", "-i", `${scenes[i % scenes.length]},trim=duration=${length},setpts=PTS-STARTPTS`);
    parts.push(`[${i}:v]format=yuv420p,setsar=1[s${i}]`);
  }
  const n = bounds.length - 1;
  const looks: string[] = [];
  if (o.brightness !== undefined) looks.push(`eq=brightness=${o.brightness}`);
  if (o.blur) looks.push("boxblur=6:2");
  if (o.letterbox !== undefined) {
    const inner = 2 * Math.round((height * o.letterbox) / 2);
    looks.push(`scale=${width}:${inner},pad=${width}:${height}:0:(oh-ih)/2:black`);
  }
  const concat = `${parts.join(";")};${Array.from({ length: n }, (_, i) => `[s${i}]`).join("")}concat=n=${n}:v=1:a=0${
    looks.length ? `,${looks.join(",")}` : ""
  },format=yuv420p[v]`;
  const audio: string[] = [];
  const maps = ["-map", "[v]"];
  if (o.audio === "sine" || o.audio === undefined) {
    audio.push("-f", "lavfi", "-i", `sine=frequency=330:sample_rate=16000:duration=${seconds}`);
    maps.push("-map", `${n}:a`);
  } else if (o.audio === "silent") {
    audio.push("-f", "lavfi", "-i", `anullsrc=r=16000:cl=mono`);
    maps.push("-map", `${n}:a`);
  }
  const codec = o.codec ?? ["-c:v", "libx264", "-preset", "ultrafast", "-g", String(fps), "-c:a", "aac"];
  return ffmpeg(
    [
      ...inputs,
      ...audio,
      "-filter_complex",
      concat,
      ...maps,
      ...codec,
      "-t",
      String(seconds),
      ...(o.extraOutput ?? []),
    ],
    out,
  );
}

/** A still image turned into a short video (e.g. a face photo), vertical 9:16 by cropping. */
export async function makeStillClip(out: string, image: string, seconds = 4): Promise<string> {
  return ffmpeg(
    [
      "-loop",
      "1",
      "-framerate",
      "10",
      "-i",
      image,
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=300:sample_rate=16000:duration=${seconds}`,
      "-vf",
      "scale=-2:640,crop=360:640,format=yuv420p",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-c:a",
      "aac",
      "-t",
      String(seconds),
    ],
    out,
  );
}

/** A deterministic test image from raw pixels: gradient and stripes, optionally dark. */
export async function makeImage(
  out: string,
  o: { width?: number; height?: number; format?: "png" | "jpeg"; gain?: number } = {},
): Promise<string> {
  const width = o.width ?? 720;
  const height = o.height ?? 1280;
  const gain = o.gain ?? 1;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      const stripe = (Math.floor(x / 24) + Math.floor(y / 24)) % 2 === 0 ? 60 : 0;
      raw[p] = Math.min(255, Math.round((120 + stripe + (x / width) * 80) * gain));
      raw[p + 1] = Math.min(255, Math.round((100 + stripe + (y / height) * 60) * gain));
      raw[p + 2] = Math.min(255, Math.round((80 + stripe) * gain));
    }
  }
  const img = sharp(raw, { raw: { width, height, channels: 3 } });
  await (o.format === "jpeg" ? img.jpeg({ quality: 90 }) : img.png()).toFile(out);
  return out;
}

/** face-api ships sample photos of people in its demo folder: a real face for the detector. */
export const FACE_SAMPLE = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@vladmandic/face-api/package.json")),
  "demo/sample1.jpg",
);

/** All six face-api demo photos (groups of people, 1920 px wide): real scenes with no on-screen text. */
export const FACE_SAMPLES = [1, 2, 3, 4, 5, 6].map((n) => path.join(path.dirname(FACE_SAMPLE), `sample${n}.jpg`));

/**
 * One frame of a lavfi graph (e.g. "smptebars", "testsrc2", "nullsrc,geq=random(1)*255:128:128") as raw
 * RGB at width x height, straight from the generator: no codec in between.
 */
export async function lavfiFrame(graph: string, width: number, height: number): Promise<RgbFrame> {
  const dir = makeTempDir("vs-lavfi-");
  try {
    const out = await ffmpeg(
      [
        "-f",
        "lavfi",
        "-i",
        `${graph},scale=${width}:${height}:flags=area,format=rgb24`,
        "-frames:v",
        "1",
        "-f",
        "rawvideo",
      ],
      path.join(dir, "frame.rgb"),
    );
    return { width, height, rgb: new Uint8Array(fs.readFileSync(out)) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Encodes `seconds` of a lavfi graph to `out` (H.264 ultrafast unless codec arguments are given). */
export async function encodeLavfi(
  out: string,
  graph: string,
  o: { seconds?: number; fps?: number; codec?: string[] } = {},
): Promise<string> {
  const codec = o.codec ?? ["-c:v", "libx264", "-preset", "ultrafast"];
  return ffmpeg(
    ["-f", "lavfi", "-i", `${graph},fps=${o.fps ?? 25},format=yuv420p`, "-t", String(o.seconds ?? 2), ...codec],
    out,
  );
}

/** Raw RGB of an image (any sharp input) resized to fit `longSide`, as the image decoder would see it. */
export async function rgbOf(input: string | Buffer, longSide = 416): Promise<RgbFrame> {
  const { data, info } = await sharp(input)
    .rotate()
    .resize(longSide, longSide, { fit: "inside", kernel: "cubic" })
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, rgb: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/**
 * SVG elements (text, rects) drawn over a base (a photo path or a CSS colour) at width x height, returned as
 * an encoded PNG. Text uses DejaVu Sans, which on Debian covers Arabic and is shaped (joined) by Pango.
 */
export async function drawOver(base: string, width: number, height: number, svgElements: string): Promise<Buffer> {
  const background = fs.existsSync(base)
    ? await sharp(base).resize(width, height, { fit: "cover" }).png().toBuffer()
    : await sharp({ create: { width, height, channels: 3, background: base } })
        .png()
        .toBuffer();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svgElements}</svg>`;
  return sharp(background)
    .composite([{ input: Buffer.from(svg), left: 0, top: 0 }])
    .png()
    .toBuffer();
}
