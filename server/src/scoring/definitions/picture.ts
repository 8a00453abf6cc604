import * as C from "../curves";
import { DETAIL_LONG_SIDE } from "../media/detail-frame";
import { defineSignal, fixed } from "./types";

// Picture quality: exposure, contrast, focus, resolution and compression, colour, dead frames.

/** The upscale factor from which a picture is called enlarged from a smaller source. */
const UPSCALED_FROM = 2.5;

const colourWord = (m: number) => (m < 15 ? "muted" : m < 33 ? "softly coloured" : m < 59 ? "colourful" : "vivid");

export const brightness = defineSignal({
  key: "brightness",
  label: "Exposure",
  group: "content",
  weight: { video: 0.04, image: 0.08 },
  factors: { video: ["hookStrength", "aesthetics"], image: ["aesthetics"] },
  cause: "exposure",
  note: "Mean BT.601 luma over the picture; well exposed is about 110-170",
  evaluate(m) {
    const b = m.picture.brightness;
    const text = `mean luma ${Math.round(b)}/255`;
    return {
      value: text,
      subScore: C.toScore(C.brightnessCurve(b)),
      good: `Well exposed (measured: ${text})`,
      fix:
        b < 110
          ? `The picture is dark; add light or raise exposure (measured: ${text}, aim for 110-170)`
          : `The picture is overexposed; lower exposure to keep detail in highlights (measured: ${text}, aim for 110-170)`,
    };
  },
});

export const contrast = defineSignal({
  key: "contrast",
  label: "Contrast",
  group: "content",
  weight: { video: 0.03, image: 0.06 },
  factors: { video: ["hookStrength", "aesthetics"], image: ["hookStrength", "emotionalImpact", "aesthetics"] },
  cause: "contrast",
  note: "Standard deviation of luma / 255; flat pictures read poorly on small screens",
  evaluate(m) {
    const c = m.picture.contrast;
    const text = `RMS contrast ${fixed(c, 2)}`;
    return {
      value: text,
      subScore: C.toScore(C.contrastCurve(c)),
      good: `Punchy contrast (measured: ${text})`,
      fix:
        c < 0.17
          ? m.kind === "image"
            ? `The picture looks flat; add contrast or a filter (measured: ${text})`
            : `The picture looks flat; add contrast or a grade so it reads on a small screen (measured: ${text})`
          : `Contrast is harsh; soften it so faces and details keep their tones (measured: ${text})`,
      why:
        m.kind === "image"
          ? "Filtered photos got 21% more views and 45% more comments on Flickr (Bakhshi et al. 2015); contrast is most of what a filter adds."
          : undefined,
    };
  },
});

export const sharpness = defineSignal({
  key: "sharpness",
  label: "Sharpness",
  group: "content",
  weight: { video: 0.04, image: 0.08 },
  factors: { video: ["aesthetics"], image: ["hookStrength", "aesthetics"] },
  cause: "focus",
  note: "Variance of the Laplacian at 416 px on the long side; blurry uploads are demoted",
  evaluate(m) {
    const text = `Laplacian variance ${Math.round(m.picture.sharpness)}`;
    return {
      value: text,
      subScore: C.toScore(C.sharpnessCurve(Math.log10(Math.max(1, m.picture.sharpness)))),
      good: `Crisp, in-focus picture (measured: ${text})`,
      fix: `The picture is soft or blurry; focus, clean the lens, or export at a higher quality; Instagram demotes blurry posts (measured: ${text})`,
    };
  },
});

export const resolution = defineSignal({
  key: "resolution",
  label: "Resolution",
  group: "content",
  weight: { video: 0.05, image: 0.07 },
  factors: { video: ["algorithmOptimization", "aesthetics"], image: ["algorithmOptimization", "aesthetics"] },
  cause: "resolution",
  note: "Short side of the frame, or the detail it really holds when an upscaled source is detected; 1080 px is full quality",
  evaluate(m) {
    const nominal = Math.min(m.width, m.height);
    const q = m.quality;
    // Soft but native photos read up to 2.2 (lens, focus); enlarged 240-360 px sources read 2.7 and more.
    const upscaled = q !== null && q.upscaleFactor >= UPSCALED_FROM && q.effectiveShortSide < nominal;
    const effective = upscaled ? Math.round(q.effectiveShortSide) : nominal;
    const text = upscaled
      ? `${m.width}x${m.height}, upscaled about ${fixed(q.upscaleFactor)}x: detail of a ${effective} px source`
      : `${m.width}x${m.height} (short side ${nominal} px)`;
    return {
      value: text,
      subScore: C.toScore(C.resolutionCurve(effective)),
      good: `Full-quality resolution (measured: ${text})`,
      fix: upscaled
        ? `The picture was enlarged from a smaller source; export from the original at full size, since low-resolution posts are demoted (measured: ${text})`
        : `Export at 1080 px or more on the short side${m.kind === "video" ? " (1080x1920 vertical)" : ""}; low-resolution posts are demoted (measured: ${text})`,
    };
  },
});

export const compression = defineSignal({
  key: "compression",
  label: "Compression blocking",
  group: "content",
  weight: { video: 0.03, image: 0.04 },
  factors: { video: ["algorithmOptimization", "aesthetics"], image: ["algorithmOptimization", "aesthetics"] },
  cause: "compression",
  note: "Luma steps across 8x8 block edges against steps inside blocks, at the file's own resolution; a good export reads 1.3-1.9",
  evaluate(m) {
    if (!m.quality) {
      const large = Math.max(m.width, m.height) > DETAIL_LONG_SIDE;
      return {
        value: large ? `not measured: over ${DETAIL_LONG_SIDE} px, not resampled` : "not measured",
        subScore: null,
      };
    }
    const b = m.quality.blockiness;
    const text = `blockiness ${fixed(b, 2)}`;
    return {
      value: text,
      subScore: C.toScore(C.blockinessCurve(b)),
      fix: `Visible compression blocks; export at a higher quality or bitrate, because the platform re-encodes and blocks get worse (measured: ${text})`,
    };
  },
});

export const encoding = defineSignal({
  key: "encoding",
  label: "Bitrate",
  group: "content",
  weight: { video: 0.01, image: 0 },
  factors: { video: ["aesthetics"] },
  cause: "compression",
  note: "Bits per pixel per frame; starved encodes show blocking after the platform re-encodes",
  evaluate(m) {
    if (m.kind !== "video") return null;
    const bpp = m.bitsPerPixel;
    const mbps = m.bitRate ? `${fixed(m.bitRate / 1e6)} Mb/s` : "unknown bitrate";
    if (bpp === null) return { value: mbps, subScore: null };
    return {
      value: `${fixed(bpp, 3)} bits/pixel (${mbps})`,
      subScore: C.toScore(C.bitsPerPixelCurve(bpp)),
      good: `Enough bitrate for a clean re-encode (measured: ${fixed(bpp, 3)} bits/pixel)`,
      fix: `Export at a higher bitrate (8-16 Mb/s for 1080p) to survive re-encoding (measured: ${fixed(bpp, 3)} bits/pixel, ${mbps})`,
    };
  },
});

export const frameRate = defineSignal({
  key: "frameRate",
  label: "Frame rate",
  group: "content",
  weight: { video: 0.01, image: 0 },
  factors: {},
  cause: "frame-rate",
  note: "24-60 fps plays smoothly",
  evaluate(m) {
    if (m.kind !== "video") return null;
    const fps = m.frameRate;
    if (fps === null) return { value: "unknown", subScore: null };
    return {
      value: `${fixed(fps, 2)} fps`,
      subScore: C.toScore(C.frameRateCurve(fps)),
      good: `Smooth frame rate (measured: ${fixed(fps, 2)} fps)`,
      fix: `Record or export at 30 fps for smooth motion (measured: ${fixed(fps, 2)} fps)`,
    };
  },
});

export const colourfulness = defineSignal({
  key: "colourfulness",
  label: "Colourfulness",
  group: "content",
  weight: { video: 0.02, image: 0.04 },
  factors: {
    video: ["emotionalImpact", "aesthetics"],
    image: ["hookStrength", "emotionalImpact", "aesthetics"],
  },
  cause: "colour",
  note: "Hasler-Suesstrunk M; a weak signal, heavy saturation slightly lowers views",
  evaluate(m) {
    const c = m.picture.colourfulness;
    const text = `colourfulness ${Math.round(c)} (${colourWord(c)})`;
    return {
      value: text,
      subScore: C.toScore(C.colourfulnessCurve(c)),
      good: `Rich colour (measured: ${text})`,
      fix: `Colours are washed out; a little saturation or colourful props help (measured: ${text})`,
    };
  },
});

export const warmth = defineSignal({
  key: "warmth",
  label: "Warmth",
  group: "content",
  weight: { video: 0.01, image: 0.02 },
  factors: { video: ["emotionalImpact", "aesthetics"], image: ["emotionalImpact", "aesthetics"] },
  cause: "colour",
  note: "Mean red minus mean blue; warm filters lifted views and comments (Bakhshi 2015)",
  evaluate(m) {
    const w = m.picture.warmth;
    const text = `R-B ${w >= 0 ? "+" : ""}${Math.round(w)}`;
    return {
      value: `${text} (${w < -8 ? "cool" : w > 8 ? "warm" : "neutral"})`,
      subScore: C.toScore(C.warmthCurve(w)),
      good: `Warm tones (measured: ${text})`,
      fix: `The picture is cold; a slightly warmer white balance or filter tends to do better (measured: ${text})`,
    };
  },
});

export const deadFrames = defineSignal({
  key: "deadFrames",
  label: "Black or frozen frames",
  group: "content",
  weight: { video: 0.025, image: 0 },
  factors: { video: ["algorithmOptimization"] },
  cause: "dead-air",
  note: "Black frames (no light, no detail) and frozen stretches (identical consecutive frames)",
  evaluate(m) {
    if (m.kind !== "video" || !m.deadFrames) return null;
    const d = m.deadFrames;
    const text = `${d.count} of ${d.of} analysed frames black or frozen`;
    return {
      value: text,
      subScore: d.of === 0 ? null : C.toScore(C.deadFramesCurve(d.count / d.of)),
      fix: `Cut the black or frozen stretches; dead air loses viewers (measured: ${text})`,
    };
  },
});

export const PICTURE_SIGNALS = [
  brightness,
  contrast,
  sharpness,
  resolution,
  compression,
  encoding,
  frameRate,
  colourfulness,
  warmth,
  deadFrames,
];

export function themeWords(p: { brightness: number; warmth: number; colourfulness: number; contrast: number }) {
  const light = p.brightness < 60 ? "Dark" : p.brightness < 95 ? "Dim" : p.brightness <= 170 ? "Balanced" : "Bright";
  const tone = p.warmth < -8 ? "cool" : p.warmth > 8 ? "warm" : "neutral";
  const flat = p.contrast < 0.08 ? ", low contrast" : p.contrast > 0.3 ? ", high contrast" : "";
  return `${light}, ${tone} and ${colourWord(p.colourfulness)}${flat}`;
}
