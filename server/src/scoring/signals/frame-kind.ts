// A frame with no subject at all is a measured fact: a blank frame, noise, a test pattern or a flat
// gradient. Each kind has a signature any photo or video of something lacks: blank has no spread, noise no
// correlation between neighbouring pixels, a synthetic pattern is made of exactly flat areas meeting at long
// axis-aligned edges, a gradient changes smoothly in one direction everywhere. A few ms on a 416 px frame;
// letterbox/pillarbox bars are left out first so a bordered photo is judged on its picture.

import type { RgbFrame } from "../types";

export type FrameKindName = "blank" | "gradient" | "noise" | "pattern" | "scene";

export type FrameKind = {
  kind: FrameKindName;
  measures: {
    /** Standard deviation of luma (0-255) inside any bars. */
    lumaStd: number;
    /** sqrt(var Cb + var Cr), BT.601 chroma (0-255 scale). */
    chromaStd: number;
    /** Pearson correlation of horizontally and vertically adjacent luma (natural images ~0.9+, noise ~0). */
    neighbourCorrelation: number;
    /** Share of 8x8 blocks whose luma range is at most 3 (exactly flat up to codec noise). */
    flatBlockShare: number;
    /** 4-bit-per-channel colours needed to cover 95% of the pixels. */
    distinctColours: number;
    /** Share of pixels on an edge (|dx|+|dy| of luma above 12). */
    edgeShare: number;
    /** Share of edge pixels in horizontal/vertical straight runs of at least 7% of the frame's short side. */
    straightEdgeShare: number;
    /** Mean absolute 4-neighbour Laplacian of luma: fine detail. */
    laplacianMean: number;
    /** Energy-weighted local orientation coherence of the colour gradient on 8x8 block means (0-1). */
    gradientCoherence: number;
  };
};

// Thresholds measured on lavfi sources (raw and through H.264), face-api's demo photos (also darkened,
// blurred, JPEG-starved at 240 px) and text cards: frame-kind.test.ts.
const BLANK_SPREAD = 3;
const NOISE_CORRELATION = 0.5;
const PATTERN_FLAT = 0.45;
const PATTERN_STRAIGHT = 0.35;
const PATTERN_COLOURS = 128;
const PATTERN_EDGES = 0.003;
const GRADIENT_LAPLACIAN = 1.5;
const GRADIENT_COHERENCE = 0.85;
const BLOCK = 8;

/** Classifies one RGB frame (any size, typically 416 px on the long side) and returns the measures behind it. */
export function classifyFrame(frame: RgbFrame): FrameKind {
  const { rgb } = frame;
  if (rgb.length < frame.width * frame.height * 3) throw new Error("frame buffer too small");
  const full = lumaOf(rgb, frame.width * frame.height);
  const { x0, y0, x1, y1 } = pictureArea(full, frame.width, frame.height);
  const w = x1 - x0;
  const h = y1 - y0;
  const n = w * h;
  const y = new Float32Array(n);
  const cb = new Float32Array(n);
  const cr = new Float32Array(n);
  for (let row = 0; row < h; row++) {
    for (let c = 0; c < w; c++) {
      const i = row * w + c;
      const src = (row + y0) * frame.width + c + x0;
      y[i] = full[src]!;
      cb[i] = 0.564 * (rgb[src * 3 + 2]! - full[src]!);
      cr[i] = 0.713 * (rgb[src * 3]! - full[src]!);
    }
  }
  const lumaStd = std(y);
  const chromaStd = Math.hypot(std(cb), std(cr));
  const measures = {
    lumaStd,
    chromaStd,
    neighbourCorrelation: (correlation(y, w, h, 1, 0) + correlation(y, w, h, 0, 1)) / 2,
    flatBlockShare: flatBlocks(y, w, h),
    distinctColours: distinctColours(rgb, frame.width, x0, y0, x1, y1),
    ...edges(y, w, h, Math.max(8, Math.round(0.07 * Math.min(frame.width, frame.height)))),
    gradientCoherence: coherence(rgb, frame.width, x0, y0, w, h),
  };
  let kind: FrameKindName = "scene";
  if (n === 0 || (lumaStd < BLANK_SPREAD && chromaStd < BLANK_SPREAD)) kind = "blank";
  else if (measures.neighbourCorrelation < NOISE_CORRELATION) kind = "noise";
  else if (
    measures.flatBlockShare >= PATTERN_FLAT &&
    measures.straightEdgeShare >= PATTERN_STRAIGHT &&
    measures.distinctColours <= PATTERN_COLOURS &&
    measures.edgeShare >= PATTERN_EDGES
  )
    kind = "pattern";
  else if (measures.laplacianMean < GRADIENT_LAPLACIAN && measures.gradientCoherence >= GRADIENT_COHERENCE)
    kind = "gradient";
  return { kind, measures };
}

function lumaOf(rgb: Uint8Array, n: number): Float32Array {
  const y = new Float32Array(n);
  for (let i = 0, p = 0; i < n; i++, p += 3) y[i] = 0.299 * rgb[p]! + 0.587 * rgb[p + 1]! + 0.114 * rgb[p + 2]!;
  return y;
}

function std(a: Float32Array): number {
  let s = 0;
  let q = 0;
  for (let i = 0; i < a.length; i++) {
    s += a[i]!;
    q += a[i]! * a[i]!;
  }
  const m = s / Math.max(1, a.length);
  return Math.sqrt(Math.max(0, q / Math.max(1, a.length) - m * m));
}

/**
 * The picture inside symmetric near-black uniform bars (letterbox/pillarbox, the rule of pixels.ts
 * detectBars), in pixels, end-exclusive: borders are neither flat blocks nor a text line's empty margin.
 */
export function pictureArea(
  y: ArrayLike<number>,
  w: number,
  h: number,
): { x0: number; y0: number; x1: number; y1: number } {
  const isBar = (start: number, step: number, count: number) => {
    let s = 0;
    let q = 0;
    for (let k = 0, i = start; k < count; k++, i += step) {
      s += y[i]!;
      q += y[i]! * y[i]!;
    }
    const m = s / count;
    return m < 22 && Math.sqrt(Math.max(0, q / count - m * m)) < 7;
  };
  const edge = (limit: number, test: (k: number) => boolean) => {
    let k = 0;
    while (k < limit && test(k)) k++;
    return k;
  };
  const top = edge(Math.floor(h * 0.45), (k) => isBar(k * w, 1, w));
  const bottom = edge(Math.floor(h * 0.45), (k) => isBar((h - 1 - k) * w, 1, w));
  const left = edge(Math.floor(w * 0.45), (k) => isBar(k, w, h));
  const right = edge(Math.floor(w * 0.45), (k) => isBar(w - 1 - k, w, h));
  const rows = Math.min(top, bottom) >= Math.max(2, Math.round(h * 0.02));
  const cols = Math.min(left, right) >= Math.max(2, Math.round(w * 0.02));
  return { x0: cols ? left : 0, x1: cols ? w - right : w, y0: rows ? top : 0, y1: rows ? h - bottom : h };
}

function correlation(y: Float32Array, w: number, h: number, dx: number, dy: number): number {
  let sa = 0;
  let sb = 0;
  let saa = 0;
  let sbb = 0;
  let sab = 0;
  let count = 0;
  for (let row = 0; row < h - dy; row++) {
    for (let c = 0; c < w - dx; c++) {
      const a = y[row * w + c]!;
      const b = y[(row + dy) * w + c + dx]!;
      sa += a;
      sb += b;
      saa += a * a;
      sbb += b * b;
      sab += a * b;
      count++;
    }
  }
  if (count === 0) return 1;
  const va = saa / count - (sa / count) ** 2;
  const vb = sbb / count - (sb / count) ** 2;
  // A constant picture is perfectly predictable from its neighbours.
  return va * vb > 1e-6 ? (sab / count - (sa / count) * (sb / count)) / Math.sqrt(va * vb) : 1;
}

function flatBlocks(y: Float32Array, w: number, h: number): number {
  let flat = 0;
  let blocks = 0;
  for (let by = 0; by + BLOCK <= h; by += BLOCK) {
    for (let bx = 0; bx + BLOCK <= w; bx += BLOCK) {
      let lo = 255;
      let hi = 0;
      for (let r = 0; r < BLOCK; r++) {
        for (let c = 0; c < BLOCK; c++) {
          const v = y[(by + r) * w + bx + c]!;
          if (v < lo) lo = v;
          if (v > hi) hi = v;
        }
      }
      blocks++;
      if (hi - lo <= 3) flat++;
    }
  }
  return blocks > 0 ? flat / blocks : 1;
}

function distinctColours(rgb: Uint8Array, stride: number, x0: number, y0: number, x1: number, y1: number): number {
  const hist = new Uint32Array(4096);
  for (let row = y0; row < y1; row++) {
    for (let c = x0; c < x1; c++) {
      const p = (row * stride + c) * 3;
      hist[((rgb[p]! >> 4) << 8) | ((rgb[p + 1]! >> 4) << 4) | (rgb[p + 2]! >> 4)]!++;
    }
  }
  const counts = Array.from(hist)
    .filter((v) => v > 0)
    .sort((a, b) => b - a);
  const total = (x1 - x0) * (y1 - y0);
  let acc = 0;
  let k = 0;
  while (k < counts.length && acc < 0.95 * total) acc += counts[k++]!;
  return k;
}

/** Edge share, straight axis-aligned edge share and mean |Laplacian| of luma. */
function edges(y: Float32Array, w: number, h: number, minRun: number) {
  const dir = new Int8Array(w * h); // 1/-1 vertical edge by sign, 2/-2 horizontal edge
  let edgeCount = 0;
  let lapSum = 0;
  let inner = 0;
  for (let row = 1; row < h - 1; row++) {
    for (let c = 1; c < w - 1; c++) {
      const i = row * w + c;
      const gx = (y[i + 1]! - y[i - 1]!) / 2;
      const gy = (y[i + w]! - y[i - w]!) / 2;
      const ax = Math.abs(gx);
      const ay = Math.abs(gy);
      lapSum += Math.abs(4 * y[i]! - y[i - 1]! - y[i + 1]! - y[i - w]! - y[i + w]!);
      inner++;
      if (ax + ay > 12) edgeCount++;
      if (ax > 12 && ax > 2 * ay) dir[i] = gx > 0 ? 1 : -1;
      else if (ay > 12 && ay > 2 * ax) dir[i] = gy > 0 ? 2 : -2;
    }
  }
  let runPixels = 0;
  let longPixels = 0;
  const scan = (lines: number, len: number, at: (line: number, k: number) => number, vertical: boolean) => {
    for (let l = 0; l < lines; l++) {
      let run = 0;
      let sign = 0;
      for (let k = 0; k <= len; k++) {
        const d = k < len ? dir[at(l, k)]! : 0;
        const v = vertical ? (Math.abs(d) === 1 ? d : 0) : Math.abs(d) === 2 ? d : 0;
        if (v !== 0 && v === sign) run++;
        else {
          runPixels += run;
          if (run >= minRun) longPixels += run;
          run = v !== 0 ? 1 : 0;
          sign = v;
        }
      }
    }
  };
  scan(w, h, (c, row) => row * w + c, true); // vertical edges run down columns
  scan(h, w, (row, c) => row * w + c, false);
  return {
    edgeShare: inner > 0 ? edgeCount / inner : 0,
    straightEdgeShare: runPixels > 0 ? longPixels / runPixels : 0,
    laplacianMean: inner > 0 ? lapSum / inner : 0,
  };
}

/** Local structure-tensor coherence of R, G, B on 8x8 block means, 4x4-block windows, energy-weighted. */
function coherence(rgb: Uint8Array, stride: number, x0: number, y0: number, w: number, h: number): number {
  const tw = Math.floor(w / BLOCK);
  const th = Math.floor(h / BLOCK);
  if (tw < 5 || th < 5) return 0;
  const thumb = new Float32Array(tw * th * 3);
  for (let row = 0; row < th * BLOCK; row++) {
    for (let c = 0; c < tw * BLOCK; c++) {
      const p = ((row + y0) * stride + c + x0) * 3;
      const t = (((row / BLOCK) | 0) * tw + ((c / BLOCK) | 0)) * 3;
      thumb[t] = thumb[t]! + rgb[p]! / 64;
      thumb[t + 1] = thumb[t + 1]! + rgb[p + 1]! / 64;
      thumb[t + 2] = thumb[t + 2]! + rgb[p + 2]! / 64;
    }
  }
  let weighted = 0;
  let energy = 0;
  for (let wy = 0; wy + 4 <= th - 1; wy += 2) {
    for (let wx = 0; wx + 4 <= tw - 1; wx += 2) {
      let jxx = 0;
      let jyy = 0;
      let jxy = 0;
      for (let r = wy; r < wy + 4; r++) {
        for (let c = wx; c < wx + 4; c++) {
          for (let k = 0; k < 3; k++) {
            const i = (r * tw + c) * 3 + k;
            const gx = thumb[i + 3]! - thumb[i]!;
            const gy = thumb[i + tw * 3]! - thumb[i]!;
            jxx += gx * gx;
            jyy += gy * gy;
            jxy += gx * gy;
          }
        }
      }
      const trace = jxx + jyy;
      if (trace < 1e-6) continue;
      weighted += Math.sqrt((jxx - jyy) ** 2 + 4 * jxy * jxy);
      energy += trace;
    }
  }
  return energy > 0 ? weighted / energy : 0;
}
