import { createRequire } from "node:module";
import path from "node:path";
import { ffmpeg } from "./media-fixtures";

// Real pictures for the calibration tests: the photos of people that @vladmandic/face-api ships in its demo
// folder (1920 px wide, 3-5 people each), turned into images and clips with ffmpeg; and the synthetic
// sources a real upload must beat (colour bars, test card, noise, a blank frame). Nothing is committed.

const demo = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@vladmandic/face-api/package.json")),
  "demo",
);

/** face-api's six demo photos: sample1.jpg (three smiling people) to sample6.jpg. */
export const PHOTOS = [1, 2, 3, 4, 5, 6].map((n) => path.join(demo, `sample${n}.jpg`));

export type Synthetic = "bars" | "testsrc" | "noise" | "blank";

const SYNTHETIC_SOURCES: Record<Synthetic, (size: string, fps: number) => string> = {
  bars: (size, fps) => `smptebars=size=${size}:rate=${fps}`,
  testsrc: (size, fps) => `testsrc=size=${size}:rate=${fps}`,
  noise: (size, fps) => `color=c=gray:size=${size}:rate=${fps},noise=alls=100:allf=t+u`,
  blank: (size, fps) => `color=c=0x8899aa:size=${size}:rate=${fps}`,
};

export type RealClipOptions = {
  width?: number;
  height?: number;
  seconds?: number;
  fps?: number;
  /** Which photos (indices into PHOTOS) follow each other; a cut at each change. */
  photos?: number[];
  /** Times of the cuts; defaults to equal segments. */
  cutsAt?: number[];
  audio?: "tone" | "noise" | "none";
  /** No pan: every photo holds still (a static picture). */
  still?: boolean;
  /** Scale the finished picture down to this size and back up (an upscaled low-resolution source). */
  upscaledFrom?: { width: number; height: number };
};

function audioInput(kind: RealClipOptions["audio"], seconds: number): string[] {
  if (kind === "none") return [];
  const source =
    kind === "noise"
      ? `anoisesrc=color=white:amplitude=0.3:sample_rate=16000:seed=7:duration=${seconds}`
      : `aevalsrc=0.25*sin(220*2*PI*t)*(0.6+0.4*sin(3*2*PI*t))+0.15*sin(330*2*PI*t):s=16000:d=${seconds}`;
  return ["-f", "lavfi", "-i", source];
}

/** Both kinds of clip are encoded alike, so only their pictures and sound differ. */
const h264Output = (fps: number, seconds: number) => [
  "-c:v",
  "libx264",
  "-preset",
  "ultrafast",
  "-crf",
  "20",
  "-g",
  String(fps),
  "-c:a",
  "aac",
  "-t",
  String(seconds),
];

/** A clip of real photos of people, each slowly panned (motion), with cuts between photos and sound. */
export async function makePhotoClip(out: string, o: RealClipOptions = {}): Promise<string> {
  const width = o.width ?? 360;
  const height = o.height ?? 640;
  const seconds = o.seconds ?? 8;
  const fps = o.fps ?? 15;
  const photos = o.photos ?? [0];
  const cuts = o.cutsAt ?? photos.slice(1).map((_, i) => ((i + 1) * seconds) / photos.length);
  const bounds = [0, ...cuts, seconds];
  const inputs: string[] = [];
  const parts: string[] = [];
  for (let i = 0; i < bounds.length - 1; i++) {
    const length = bounds[i + 1]! - bounds[i]!;
    inputs.push(
      "-loop",
      "1",
      "-framerate",
      String(fps),
      "-t",
      String(length),
      "-i",
      PHOTOS[photos[i % photos.length]!]!,
    );
    // Fill the frame (scale to cover, then a crop that pans at 4% of the width a second: motion, not a cut).
    const cover = `scale=${Math.ceil(width * 1.15)}:${Math.ceil(height * 1.15)}:force_original_aspect_ratio=increase`;
    parts.push(
      `[${i}:v]${cover},crop=${width}:${height}:x='${o.still ? `(iw-${width})/2` : `min(iw-${width},t*${Math.round(width * 0.04)})`}':y='(ih-${height})/2',setsar=1,format=yuv420p[s${i}]`,
    );
  }
  const n = bounds.length - 1;
  const low = o.upscaledFrom
    ? `,scale=${o.upscaledFrom.width}:${o.upscaledFrom.height},scale=${width}:${height}:flags=bicubic`
    : "";
  const graph = `${parts.join(";")};${Array.from({ length: n }, (_, i) => `[s${i}]`).join("")}concat=n=${n}:v=1:a=0${low},format=yuv420p[v]`;
  const audio = audioInput(o.audio ?? "tone", seconds);
  const maps = ["-map", "[v]", ...(audio.length ? ["-map", `${n}:a`] : [])];
  return ffmpeg([...inputs, ...audio, "-filter_complex", graph, ...maps, ...h264Output(fps, seconds)], out);
}

/** A synthetic clip of the same size and length with the same kind of sound. */
export async function makeSyntheticClip(
  out: string,
  source: Synthetic,
  o: Pick<RealClipOptions, "width" | "height" | "seconds" | "fps" | "audio"> = {},
): Promise<string> {
  const width = o.width ?? 360;
  const height = o.height ?? 640;
  const seconds = o.seconds ?? 8;
  const fps = o.fps ?? 15;
  const audio = audioInput(o.audio ?? "tone", seconds);
  return ffmpeg(
    [
      "-f",
      "lavfi",
      "-i",
      `${SYNTHETIC_SOURCES[source](`${width}x${height}`, fps)},format=yuv420p`,
      ...audio,
      ...(audio.length ? ["-map", "0:v", "-map", "1:a"] : []),
      ...h264Output(fps, seconds),
    ],
    out,
  );
}

/** A still JPEG: one of the photos cropped to `width`x`height`, or a synthetic frame. */
export async function makeStill(
  out: string,
  source: Synthetic | { photo: number },
  o: { width?: number; height?: number } = {},
): Promise<string> {
  const width = o.width ?? 1080;
  const height = o.height ?? 1350;
  if (typeof source === "object") {
    const cover = `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}`;
    return ffmpeg(["-i", PHOTOS[source.photo]!, "-vf", cover, "-frames:v", "1", "-q:v", "3"], out);
  }
  return ffmpeg(
    ["-f", "lavfi", "-i", SYNTHETIC_SOURCES[source](`${width}x${height}`, 1), "-frames:v", "1", "-q:v", "3"],
    out,
  );
}
