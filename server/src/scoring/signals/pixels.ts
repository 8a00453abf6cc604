// Pixel statistics on one small RGB frame (about 416 px on the long side), computed in our own code so the
// result does not depend on the ffmpeg or libvips build. Each call is a few milliseconds: safe on the
// event loop between frames.

import type { RgbFrame } from "../types";

export type { RgbFrame };

export type Rect = { x0: number; y0: number; x1: number; y1: number };

export const GRID = 5;
const HIST_BINS = 16;
const HIST_SHIFT = 4; // 256 / 16 bins
const THUMB_STEP = 4;

export type FrameStats = {
  width: number;
  height: number;
  /** Mean luma (BT.601), 0-255, over the picture inside any bars. */
  brightness: number;
  /** RMS contrast: standard deviation of luma / 255. */
  contrast: number;
  /** Hasler-Suesstrunk colourfulness M. */
  colourfulness: number;
  /** mean(R) - mean(B), 0-255 scale: > 0 warm, < 0 cool. */
  warmth: number;
  /** Variance of the 4-neighbour Laplacian of luma inside the picture area. */
  sharpness: number;
  /** Near-black uniform rows/columns at each edge, in pixels (symmetric pairs only: letterbox/pillarbox). */
  bars: { top: number; bottom: number; left: number; right: number };
  /** Black frame: almost no light and no detail. */
  isBlack: boolean;
  /** Mean luma and mean gradient magnitude per cell of a GRID x GRID grid, row-major. */
  gridLuma: number[];
  gridEdges: number[];
  /** Mean gradient magnitude over the picture. */
  edgeMean: number;
  /** Mean gradient magnitude in the app's overlay zones (right edge, bottom fifth) on vertical video. */
  zoneEdges: { right: number; bottom: number };
  /** 16-bin histograms of R, G and B, each normalised to 1, concatenated. */
  histogram: Float64Array;
  /** Luma downscaled by THUMB_STEP for frame differences. */
  thumb: Float32Array;
  thumbWidth: number;
  thumbHeight: number;
};

/** The right-edge button column and the bottom caption band of TikTok/Reels, in fractions of the frame. */
export const UI_ZONES = {
  right: { x0: 0.84, x1: 1, y0: 0.3, y1: 0.85 },
  bottom: { x0: 0, x1: 0.84, y0: 0.8, y1: 1 },
} as const;

function luma(rgb: Uint8Array, n: number): Float32Array {
  const y = new Float32Array(n);
  for (let i = 0, p = 0; i < n; i++, p += 3) y[i] = 0.299 * rgb[p]! + 0.587 * rgb[p + 1]! + 0.114 * rgb[p + 2]!;
  return y;
}

function lineStats(y: Float32Array, start: number, step: number, count: number) {
  let sum = 0;
  let sq = 0;
  for (let k = 0, i = start; k < count; k++, i += step) {
    const v = y[i]!;
    sum += v;
    sq += v * v;
  }
  const mean = sum / count;
  return { mean, std: Math.sqrt(Math.max(0, sq / count - mean * mean)) };
}

function isBarLine(stats: { mean: number; std: number }): boolean {
  return stats.mean < 22 && stats.std < 7;
}

function detectBars(y: Float32Array, width: number, height: number) {
  const maxRows = Math.floor(height * 0.45);
  const maxCols = Math.floor(width * 0.45);
  let top = 0;
  while (top < maxRows && isBarLine(lineStats(y, top * width, 1, width))) top++;
  let bottom = 0;
  while (bottom < maxRows && isBarLine(lineStats(y, (height - 1 - bottom) * width, 1, width))) bottom++;
  let left = 0;
  while (left < maxCols && isBarLine(lineStats(y, left, width, height))) left++;
  let right = 0;
  while (right < maxCols && isBarLine(lineStats(y, width - 1 - right, width, height))) right++;
  // Letterbox and pillarbox bars come in pairs; a dark sky or floor at one edge is not a bar.
  const rows = Math.min(top, bottom);
  const cols = Math.min(left, right);
  const minRows = Math.max(2, Math.round(height * 0.02));
  const minCols = Math.max(2, Math.round(width * 0.02));
  return {
    top: rows >= minRows ? top : 0,
    bottom: rows >= minRows ? bottom : 0,
    left: cols >= minCols ? left : 0,
    right: cols >= minCols ? right : 0,
  };
}

export function frameStats(frame: RgbFrame): FrameStats {
  const { width, height, rgb } = frame;
  const n = width * height;
  if (rgb.length < n * 3) throw new Error("frame buffer too small");
  const y = luma(rgb, n);

  // A whole-frame check first: a black frame has no bars, only blackness.
  let totalSum = 0;
  let totalSq = 0;
  for (let i = 0; i < n; i++) {
    totalSum += y[i]!;
    totalSq += y[i]! * y[i]!;
  }
  const totalMean = totalSum / n;
  const totalStd = Math.sqrt(Math.max(0, totalSq / n - totalMean * totalMean));
  const isBlack = totalMean < 18 && totalStd < 6;
  const bars = isBlack ? { top: 0, bottom: 0, left: 0, right: 0 } : detectBars(y, width, height);
  const rect: Rect = { x0: bars.left, y0: bars.top, x1: width - bars.right, y1: height - bars.bottom };

  let sumY = 0;
  let sqY = 0;
  let sumR = 0;
  let sumB = 0;
  let sumRg = 0;
  let sqRg = 0;
  let sumYb = 0;
  let sqYb = 0;
  const histogram = new Float64Array(HIST_BINS * 3);
  let count = 0;
  for (let row = rect.y0; row < rect.y1; row++) {
    for (let col = rect.x0; col < rect.x1; col++) {
      const i = row * width + col;
      const p = i * 3;
      const r = rgb[p]!;
      const g = rgb[p + 1]!;
      const b = rgb[p + 2]!;
      const v = y[i]!;
      sumY += v;
      sqY += v * v;
      sumR += r;
      sumB += b;
      const rg = r - g;
      const yb = 0.5 * (r + g) - b;
      sumRg += rg;
      sqRg += rg * rg;
      sumYb += yb;
      sqYb += yb * yb;
      histogram[r >> HIST_SHIFT]! += 1;
      histogram[HIST_BINS + (g >> HIST_SHIFT)]! += 1;
      histogram[2 * HIST_BINS + (b >> HIST_SHIFT)]! += 1;
      count++;
    }
  }
  count = Math.max(1, count);
  for (let k = 0; k < histogram.length; k++) histogram[k] = histogram[k]! / count;
  const meanY = sumY / count;
  const stdY = Math.sqrt(Math.max(0, sqY / count - meanY * meanY));
  const meanRg = sumRg / count;
  const meanYb = sumYb / count;
  const stdRg = Math.sqrt(Math.max(0, sqRg / count - meanRg * meanRg));
  const stdYb = Math.sqrt(Math.max(0, sqYb / count - meanYb * meanYb));
  const colourfulness = Math.sqrt(stdRg * stdRg + stdYb * stdYb) + 0.3 * Math.sqrt(meanRg * meanRg + meanYb * meanYb);

  // Laplacian variance and gradient energy (grid cells and overlay zones) over the picture area.
  let lapSum = 0;
  let lapSq = 0;
  let edgeSum = 0;
  const gridEdgeSum = new Float64Array(GRID * GRID);
  const gridLumaSum = new Float64Array(GRID * GRID);
  const gridCount = new Float64Array(GRID * GRID);
  const zr = pixelRect(UI_ZONES.right, width, height);
  const zb = pixelRect(UI_ZONES.bottom, width, height);
  let zoneRightSum = 0;
  let zoneRightN = 0;
  let zoneBottomSum = 0;
  let zoneBottomN = 0;
  const cellOfCol = new Int32Array(width);
  for (let col = 0; col < width; col++) cellOfCol[col] = Math.min(GRID - 1, Math.floor((col * GRID) / width));
  for (let row = rect.y0 + 1; row < rect.y1 - 1; row++) {
    const cellRow = Math.min(GRID - 1, Math.floor((row * GRID) / height)) * GRID;
    const inRight = row >= zr.y0 && row < zr.y1;
    const inBottom = row >= zb.y0 && row < zb.y1;
    for (let col = rect.x0 + 1; col < rect.x1 - 1; col++) {
      const i = row * width + col;
      const c = y[i]!;
      const l = 4 * c - y[i - 1]! - y[i + 1]! - y[i - width]! - y[i + width]!;
      lapSum += l;
      lapSq += l * l;
      const edge = Math.abs(y[i + 1]! - c) + Math.abs(y[i + width]! - c);
      edgeSum += edge;
      const cell = cellRow + cellOfCol[col]!;
      gridEdgeSum[cell]! += edge;
      gridLumaSum[cell]! += c;
      gridCount[cell]! += 1;
      if (inRight && col >= zr.x0 && col < zr.x1) {
        zoneRightSum += edge;
        zoneRightN++;
      } else if (inBottom && col >= zb.x0 && col < zb.x1) {
        zoneBottomSum += edge;
        zoneBottomN++;
      }
    }
  }
  const lapCount = Math.max(0, rect.y1 - rect.y0 - 2) * Math.max(0, rect.x1 - rect.x0 - 2);
  const lapMean = lapSum / Math.max(1, lapCount);
  const sharpness = Math.max(0, lapSq / Math.max(1, lapCount) - lapMean * lapMean);

  const tw = Math.max(1, Math.floor(width / THUMB_STEP));
  const th = Math.max(1, Math.floor(height / THUMB_STEP));
  const thumb = new Float32Array(tw * th);
  for (let ty = 0; ty < th; ty++) {
    for (let tx = 0; tx < tw; tx++) {
      let s = 0;
      for (let dy = 0; dy < THUMB_STEP; dy++) {
        const base = (ty * THUMB_STEP + dy) * width + tx * THUMB_STEP;
        for (let dx = 0; dx < THUMB_STEP; dx++) s += y[base + dx]!;
      }
      thumb[ty * tw + tx] = s / (THUMB_STEP * THUMB_STEP);
    }
  }

  return {
    width,
    height,
    brightness: meanY,
    contrast: stdY / 255,
    colourfulness,
    warmth: sumR / count - sumB / count,
    sharpness,
    bars,
    isBlack,
    gridLuma: Array.from(gridLumaSum, (s, k) => (gridCount[k]! > 0 ? s / gridCount[k]! : 0)),
    gridEdges: Array.from(gridEdgeSum, (s, k) => (gridCount[k]! > 0 ? s / gridCount[k]! : 0)),
    edgeMean: edgeSum / Math.max(1, lapCount),
    zoneEdges: { right: zoneRightSum / Math.max(1, zoneRightN), bottom: zoneBottomSum / Math.max(1, zoneBottomN) },
    histogram,
    thumb,
    thumbWidth: tw,
    thumbHeight: th,
  };
}

function pixelRect(z: { x0: number; x1: number; y0: number; y1: number }, width: number, height: number): Rect {
  return {
    x0: Math.floor(z.x0 * width),
    x1: Math.ceil(z.x1 * width),
    y0: Math.floor(z.y0 * height),
    y1: Math.ceil(z.y1 * height),
  };
}

/** Mean absolute luma difference between two frames' thumbnails (0-255). */
export function frameDifference(a: FrameStats, b: FrameStats): number {
  if (a.thumbWidth !== b.thumbWidth || a.thumbHeight !== b.thumbHeight) return 255;
  let s = 0;
  for (let i = 0; i < a.thumb.length; i++) s += Math.abs(a.thumb[i]! - b.thumb[i]!);
  return s / a.thumb.length;
}

/** Histogram distance: half the L1 distance, averaged over R, G, B (0 same, 1 disjoint). */
export function histogramDistance(a: FrameStats, b: FrameStats): number {
  let s = 0;
  for (let i = 0; i < a.histogram.length; i++) s += Math.abs(a.histogram[i]! - b.histogram[i]!);
  return s / 6;
}

/**
 * A cut: the colour distribution jumps, or the picture changes wholesale. Motion inside one shot moves
 * pixels but keeps the histogram; a cut between similar-looking shots changes most pixels at once.
 */
export function isCut(a: FrameStats, b: FrameStats): boolean {
  const hist = histogramDistance(a, b);
  const diff = frameDifference(a, b);
  return hist >= 0.3 || (hist >= 0.12 && diff >= 28) || diff >= 45;
}

/** Frozen: practically identical consecutive frames. */
export function isFrozen(a: FrameStats, b: FrameStats): boolean {
  return frameDifference(a, b) < 0.25 && histogramDistance(a, b) < 0.005;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((p, q) => p - q);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}
