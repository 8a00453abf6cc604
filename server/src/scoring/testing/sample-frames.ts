import { FACE_SAMPLES, drawOver, lavfiFrame, rgbOf } from "./media-fixtures";
import type { RgbFrame } from "../types";

// The frames the vision models are judged on (vision.test.ts, scripts/eval-vision.ts): face-api's six demo
// photos with their true head counts, synthetic frames with nothing real in them, and text drawn over plain
// backgrounds and photos. Frames are 416 px on the long side, as the engine hands them over.

export type SampleFrame = {
  name: string;
  frame: RgbFrame;
  /** Faces really in the picture (0 on synthetic frames); null where not counted (text over cropped photos). */
  faces: number | null;
  /** The words drawn on the frame, in reading order; empty where there is no text. */
  words: string[];
  kind: "photo" | "synthetic" | "text";
};

/** Faces per demo photo, counted by eye (sample1.jpg .. sample6.jpg). */
export const PHOTO_FACES = [3, 3, 3, 4, 5, 4];

const W = 416;
const H = 234;

/** Uniform RGB noise from a fixed seed (the same frame every run). */
export function noiseFrame(width = W, height = H, seed = 1): RgbFrame {
  const rgb = new Uint8Array(width * height * 3);
  let s = seed >>> 0;
  for (let i = 0; i < rgb.length; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    rgb[i] = s >>> 24;
  }
  return { width, height, rgb };
}

export async function photoFrames(): Promise<SampleFrame[]> {
  return Promise.all(
    FACE_SAMPLES.map(async (file, i) => ({
      name: `sample${i + 1}`,
      frame: await rgbOf(file),
      faces: PHOTO_FACES[i] ?? 0,
      words: [],
      kind: "photo" as const,
    })),
  );
}

export async function syntheticFrames(): Promise<SampleFrame[]> {
  const synthetic = (name: string, frame: RgbFrame): SampleFrame => ({
    name,
    frame,
    faces: 0,
    words: [],
    kind: "synthetic",
  });
  const text = `<text x="10" y="150" font-family="DejaVu Sans" font-weight="bold" font-size="80">SALE 50%</text>`;
  return [
    synthetic("smptebars", await lavfiFrame("smptebars", W, H)),
    synthetic("smptebars-portrait", await lavfiFrame("smptebars", H, W)),
    synthetic("testsrc", await lavfiFrame("testsrc", W, H)),
    synthetic("testsrc2", await lavfiFrame("testsrc2", W, W)),
    synthetic("noise", noiseFrame()),
    synthetic("blank", await lavfiFrame("color=c=0x8899aa", W, H)),
    synthetic(
      "gradient",
      await lavfiFrame("gradients=c0=0x204080:c1=0xf0c080:x0=0:y0=0:x1=416:y1=234:nb_colors=2", W, H),
    ),
    { ...synthetic("big-text", await rgbOf(await drawOver("white", W, H, text))), words: ["SALE", "50%"] },
  ];
}

/** Overlay text as short videos carry it: white on a dark banner or on the picture, Arabic, mixed. */
export async function textFrames(): Promise<SampleFrame[]> {
  const [, sample2, sample3, , , sample6] = FACE_SAMPLES as [string, string, string, string, string, string];
  const font = `font-family="DejaVu Sans" font-weight="bold"`;
  const make = async (name: string, base: string, width: number, height: number, svg: string, words: string[]) => ({
    name,
    frame: await rgbOf(await drawOver(base, width, height, svg)),
    faces: base.endsWith(".jpg") ? null : 0,
    words,
    kind: "text" as const,
  });
  return [
    await make(
      "caption-banner",
      sample6,
      W,
      H,
      `<rect x="0" y="190" width="416" height="44" fill="#000" opacity="0.6"/>` +
        `<text x="12" y="222" ${font} font-size="26" fill="#fff">Best day ever with friends</text>`,
      ["Best", "day", "ever", "with", "friends"],
    ),
    await make(
      "white-outlined",
      sample2,
      W,
      H,
      `<text x="20" y="140" ${font} font-size="30" fill="#fff" stroke="#000" stroke-width="1.5">3 tips for sleep</text>`,
      ["3", "tips", "for", "sleep"],
    ),
    // White on a white wall: hard, kept to show where OCR stops (the eval's table reports it).
    await make(
      "white-on-bright",
      sample2,
      W,
      H,
      `<text x="20" y="60" ${font} font-size="30" fill="#fff" stroke="#000" stroke-width="1.5">better sleep</text>`,
      ["better", "sleep"],
    ),
    await make(
      "dark-portrait",
      "#111111",
      H,
      W,
      `<text x="10" y="90" font-family="DejaVu Sans" font-size="40" fill="#fff">Watch till</text>` +
        `<text x="10" y="170" font-family="DejaVu Sans" font-size="40" fill="#ff0">the end!!</text>`,
      ["Watch", "till", "the", "end!!"],
    ),
    await make(
      "arabic",
      "white",
      W,
      H,
      `<text x="208" y="130" font-family="DejaVu Sans" font-size="48" text-anchor="middle">مرحبا بالعالم</text>`,
      ["مرحبا", "بالعالم"],
    ),
    await make(
      "arabic-caption",
      sample3,
      W,
      H,
      `<rect x="0" y="170" width="416" height="50" fill="#000" opacity="0.7"/>` +
        `<text x="208" y="205" ${font} font-size="30" fill="#fff" text-anchor="middle">وصفة جديدة سهلة</text>`,
      ["وصفة", "جديدة", "سهلة"],
    ),
  ];
}
