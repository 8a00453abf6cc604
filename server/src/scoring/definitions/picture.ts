import * as C from "../curves";
import { DETAIL_LONG_SIDE } from "../media/detail-frame";
import { defineSignal, labelOf, type Message, msg, noteOf } from "./types";

// Picture quality: exposure, contrast, focus, resolution and compression, colour, dead frames.

/** The upscale factor from which a picture is called enlarged from a smaller source. */
const UPSCALED_FROM = 2.5;

const colourWord = (m: number): Message =>
  msg(`colourfulness.words.${m < 15 ? "muted" : m < 33 ? "soft" : m < 59 ? "colourful" : "vivid"}`);

export const brightness = defineSignal({
  key: "brightness",
  label: labelOf("brightness"),
  group: "content",
  weight: { video: 0.04, image: 0.08 },
  factors: { video: ["hookStrength", "aesthetics"], image: ["aesthetics"] },
  cause: "exposure",
  note: noteOf("brightness"),
  evaluate(m) {
    const b = m.picture.brightness;
    const text = msg("brightness.value", { luma: Math.round(b) });
    return {
      value: text,
      subScore: C.toScore(C.brightnessCurve(b)),
      good: msg("brightness.good", { measured: text }),
      fix: msg(b < 110 ? "brightness.fix_dark" : "brightness.fix_bright", { measured: text }),
    };
  },
});

export const contrast = defineSignal({
  key: "contrast",
  label: labelOf("contrast"),
  group: "content",
  weight: { video: 0.03, image: 0.06 },
  factors: { video: ["hookStrength", "aesthetics"], image: ["hookStrength", "emotionalImpact", "aesthetics"] },
  cause: "contrast",
  note: noteOf("contrast"),
  evaluate(m) {
    const c = m.picture.contrast;
    const text = msg("contrast.value", { contrast: c });
    return {
      value: text,
      subScore: C.toScore(C.contrastCurve(c)),
      good: msg("contrast.good", { measured: text }),
      fix: msg(
        c < 0.17 ? (m.kind === "image" ? "contrast.fix_flatImage" : "contrast.fix_flatVideo") : "contrast.fix_harsh",
        {
          measured: text,
        },
      ),
      why: m.kind === "image" ? msg("contrast.why_image") : undefined,
    };
  },
});

export const sharpness = defineSignal({
  key: "sharpness",
  label: labelOf("sharpness"),
  group: "content",
  weight: { video: 0.04, image: 0.08 },
  factors: { video: ["aesthetics"], image: ["hookStrength", "aesthetics"] },
  cause: "focus",
  note: noteOf("sharpness"),
  evaluate(m) {
    const text = msg("sharpness.value", { variance: Math.round(m.picture.sharpness) });
    return {
      value: text,
      subScore: C.toScore(C.sharpnessCurve(Math.log10(Math.max(1, m.picture.sharpness)))),
      good: msg("sharpness.good", { measured: text }),
      fix: msg("sharpness.fix", { measured: text }),
    };
  },
});

export const resolution = defineSignal({
  key: "resolution",
  label: labelOf("resolution"),
  group: "content",
  weight: { video: 0.05, image: 0.07 },
  factors: { video: ["algorithmOptimization", "aesthetics"], image: ["algorithmOptimization", "aesthetics"] },
  cause: "resolution",
  note: noteOf("resolution"),
  evaluate(m) {
    const nominal = Math.min(m.width, m.height);
    const q = m.quality;
    // Soft but native photos read up to 2.2 (lens, focus); enlarged 240-360 px sources read 2.7 and more.
    const upscaled = q !== null && q.upscaleFactor >= UPSCALED_FROM && q.effectiveShortSide < nominal;
    const effective = upscaled ? Math.round(q.effectiveShortSide) : nominal;
    const size = { width: m.width, height: m.height };
    const text = upscaled
      ? msg("resolution.value_upscaled", { ...size, factor: q.upscaleFactor, source: effective })
      : msg("resolution.value", { ...size, short: nominal });
    return {
      value: text,
      subScore: C.toScore(C.resolutionCurve(effective)),
      good: msg("resolution.good", { measured: text }),
      fix: upscaled
        ? msg("resolution.fix_upscaled", { measured: text })
        : msg(m.kind === "video" ? "resolution.fix_video" : "resolution.fix_image", { measured: text }),
    };
  },
});

export const compression = defineSignal({
  key: "compression",
  label: labelOf("compression"),
  group: "content",
  weight: { video: 0.03, image: 0.04 },
  factors: { video: ["algorithmOptimization", "aesthetics"], image: ["algorithmOptimization", "aesthetics"] },
  cause: "compression",
  note: noteOf("compression"),
  evaluate(m) {
    if (!m.quality) {
      const large = Math.max(m.width, m.height) > DETAIL_LONG_SIDE;
      return {
        value: large ? msg("compression.value_tooLarge", { pixels: DETAIL_LONG_SIDE }) : msg("common.notMeasured"),
        subScore: null,
      };
    }
    const b = m.quality.blockiness;
    const text = msg("compression.value", { blockiness: b });
    return {
      value: text,
      subScore: C.toScore(C.blockinessCurve(b)),
      fix: msg("compression.fix", { measured: text }),
    };
  },
});

export const encoding = defineSignal({
  key: "encoding",
  label: labelOf("encoding"),
  group: "content",
  weight: { video: 0.01, image: 0 },
  factors: { video: ["aesthetics"] },
  cause: "compression",
  note: noteOf("encoding"),
  evaluate(m) {
    if (m.kind !== "video") return null;
    const bpp = m.bitsPerPixel;
    const mbps = m.bitRate ? msg("encoding.mbps", { mbps: m.bitRate / 1e6 }) : msg("encoding.unknownBitrate");
    if (bpp === null) return { value: mbps, subScore: null };
    return {
      value: msg("encoding.value", { bpp, mbps }),
      subScore: C.toScore(C.bitsPerPixelCurve(bpp)),
      good: msg("encoding.good", { bpp }),
      fix: msg("encoding.fix", { bpp, mbps }),
    };
  },
});

export const frameRate = defineSignal({
  key: "frameRate",
  label: labelOf("frameRate"),
  group: "content",
  weight: { video: 0.01, image: 0 },
  factors: {},
  cause: "frame-rate",
  note: noteOf("frameRate"),
  evaluate(m) {
    if (m.kind !== "video") return null;
    const fps = m.frameRate;
    if (fps === null) return { value: msg("common.unknown"), subScore: null };
    const measured = msg("frameRate.value", { fps });
    return {
      value: measured,
      subScore: C.toScore(C.frameRateCurve(fps)),
      good: msg("frameRate.good", { measured }),
      fix: msg("frameRate.fix", { measured }),
    };
  },
});

export const colourfulness = defineSignal({
  key: "colourfulness",
  label: labelOf("colourfulness"),
  group: "content",
  weight: { video: 0.02, image: 0.04 },
  factors: {
    video: ["emotionalImpact", "aesthetics"],
    image: ["hookStrength", "emotionalImpact", "aesthetics"],
  },
  cause: "colour",
  note: noteOf("colourfulness"),
  evaluate(m) {
    const c = m.picture.colourfulness;
    const text = msg("colourfulness.value", { colourfulness: Math.round(c), word: colourWord(c) });
    return {
      value: text,
      subScore: C.toScore(C.colourfulnessCurve(c)),
      good: msg("colourfulness.good", { measured: text }),
      fix: msg("colourfulness.fix", { measured: text }),
    };
  },
});

export const warmth = defineSignal({
  key: "warmth",
  label: labelOf("warmth"),
  group: "content",
  weight: { video: 0.01, image: 0.02 },
  factors: { video: ["emotionalImpact", "aesthetics"], image: ["emotionalImpact", "aesthetics"] },
  cause: "colour",
  note: noteOf("warmth"),
  evaluate(m) {
    const w = m.picture.warmth;
    // The sign is the measurement's, not the rounded number's: -0.3 reads "0", never "+0".
    const text = msg("warmth.measure", { sign: w >= 0 ? "+" : "", warmth: Math.round(w) });
    const tone = msg(`warmth.tones.${w < -8 ? "cool" : w > 8 ? "warm" : "neutral"}`);
    return {
      value: msg("warmth.value", { measured: text, tone }),
      subScore: C.toScore(C.warmthCurve(w)),
      good: msg("warmth.good", { measured: text }),
      fix: msg("warmth.fix", { measured: text }),
    };
  },
});

export const deadFrames = defineSignal({
  key: "deadFrames",
  label: labelOf("deadFrames"),
  group: "content",
  weight: { video: 0.025, image: 0 },
  factors: { video: ["algorithmOptimization"] },
  cause: "dead-air",
  note: noteOf("deadFrames"),
  evaluate(m) {
    if (m.kind !== "video" || !m.deadFrames) return null;
    const d = m.deadFrames;
    const text = msg("deadFrames.value", { dead: d.count, count: d.of });
    return {
      value: text,
      subScore: d.of === 0 ? null : C.toScore(C.deadFramesCurve(d.count / d.of)),
      fix: msg("deadFrames.fix", { measured: text }),
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

export function themeWords(p: {
  brightness: number;
  warmth: number;
  colourfulness: number;
  contrast: number;
}): Message {
  const light = p.brightness < 60 ? "dark" : p.brightness < 95 ? "dim" : p.brightness <= 170 ? "balanced" : "bright";
  const tone = p.warmth < -8 ? "cool" : p.warmth > 8 ? "warm" : "neutral";
  const params = {
    light: msg(`theme.lights.${light}`),
    tone: msg(`theme.tones.${tone}`),
    colour: colourWord(p.colourfulness),
  };
  if (p.contrast < 0.08) return msg("theme.value_low", params);
  if (p.contrast > 0.3) return msg("theme.value_high", params);
  return msg("theme.value", params);
}
