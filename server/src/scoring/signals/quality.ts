// Picture quality on a full-resolution gray frame (media/detail-frame.ts): what a 416 px analysis frame
// hides. Blockiness is the codec's 8x8 grid showing through a starved encode; the effective resolution tells
// an upscaled source (240p stretched to 1080x1920) from real detail. Deterministic, pure TypeScript.

import type { GrayFrame } from "../types";
import { type Steps, runSteps, runStepsInTurns } from "./steps";

const GRID = 8;

/**
 * The classic 8x8 blocking measure: mean absolute luma step across block boundaries (x or y a multiple of
 * 8) divided by the mean step inside blocks, both directions. About 1 for a clean picture, higher when the
 * grid shows. Needs the coded resolution (decodeDetailFrame) so the grid lines up. About 10 ms at 1080x1920.
 */
export function blockiness(g: GrayFrame): number {
  const { width: w, height: h, luma } = g;
  if (luma.length < w * h) throw new Error("frame buffer too small");
  let edgeSum = 0;
  let edgeCount = 0;
  let innerSum = 0;
  let innerCount = 0;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    const boundaryRow = y > 0 && y % GRID === 0;
    for (let x = 0; x < w; x++) {
      const v = luma[row + x]!;
      if (x > 0) {
        const d = Math.abs(v - luma[row + x - 1]!);
        if (x % GRID === 0) {
          edgeSum += d;
          edgeCount++;
        } else {
          innerSum += d;
          innerCount++;
        }
      }
      if (y > 0) {
        const d = Math.abs(v - luma[row - w + x]!);
        if (boundaryRow) {
          edgeSum += d;
          edgeCount++;
        } else {
          innerSum += d;
          innerCount++;
        }
      }
    }
  }
  if (edgeCount === 0 || innerCount === 0) return 1;
  const edge = edgeSum / edgeCount;
  const inner = innerSum / innerCount;
  // A flat picture has neither: no evidence of blocks. A tiny floor keeps starved flat blocks finite.
  if (edge + inner < 0.05) return 1;
  return edge / Math.max(inner, 0.1);
}

export type EffectiveResolution = {
  /** Short side of the frame as given (coded, capped at 1920 on the long side). */
  nominalShortSide: number;
  /** nominalShortSide / upscaleFactor: the resolution the detail actually has. */
  effectiveShortSide: number;
  /** 1 for native detail; ~3 for 240x426 stretched to 1080x1920 (one decimal). */
  upscaleFactor: number;
};

const TILE = 96; // divisible by every factor below
const FACTORS = [1.5, 2, 3, 4] as const;
const REFERENCE = 8;
const MAX_TILES = 40;
const TOLERANCE = 0.05;

/**
 * Detects an upscaled source. Up to 40 sampled 96 px tiles are each shrunk by 1.5, 2, 3, 4 and 8 (area
 * average) and enlarged back (Catmull-Rom); the detail lost at a factor, relative to the detail lost at 8,
 * is about 0 when the picture never had detail that fine. The mean ratio over the middle half of the tiles
 * (so crisp captions laid over an upscaled video do not decide) is interpolated to where it crosses 5%:
 * that is the upscale factor. Detail lost to blur or a starved encode counts the same way: it is the
 * resolution the viewer gets. Factors between 3 and 4.5 all read about 3. About 30 ms at 1080x1920.
 */
export function effectiveResolution(g: GrayFrame): EffectiveResolution {
  return runSteps(resolutionSteps(g));
}

/** The same measure in slices of TILES_PER_TURN tiles, each on its own turn of the event loop. */
export function effectiveResolutionInTurns(g: GrayFrame): Promise<EffectiveResolution> {
  return runStepsInTurns(resolutionSteps(g));
}

const TILES_PER_TURN = 10;

function* resolutionSteps(g: GrayFrame): Steps<EffectiveResolution> {
  const { width: w, height: h, luma } = g;
  if (luma.length < w * h) throw new Error("frame buffer too small");
  const nominalShortSide = Math.min(w, h);
  const native = { nominalShortSide, effectiveShortSide: nominalShortSide, upscaleFactor: 1 };
  const tiles = pickTiles(luma, w, h);
  const scales = [...FACTORS, REFERENCE].map((f) => {
    const small = Math.round(TILE / f);
    return { small, down: areaWeights(TILE, small), up: cubicWeights(small, TILE) };
  });
  const tile = new Float32Array(TILE * TILE);
  const ratios: number[][] = FACTORS.map(() => []);
  for (const [n, t] of tiles.entries()) {
    if (n > 0 && n % TILES_PER_TURN === 0) yield;
    for (let y = 0; y < TILE; y++) {
      for (let x = 0; x < TILE; x++) tile[y * TILE + x] = luma[(t.y + y) * w + t.x + x]!;
    }
    const loss = scales.map((s) => downUpLoss(tile, s.small, s.down, s.up));
    const reference = loss[loss.length - 1]!;
    // A tile with almost no detail even at the coarse scale says nothing about fine detail.
    if (reference / (((TILE - 6) / 2) * ((TILE - 6) / 2)) < 4) continue;
    FACTORS.forEach((_, k) => ratios[k]!.push(loss[k]! / reference));
  }
  if (ratios[0]!.length < 3) return native;
  // Middle half of the tiles: steadier than the median, deaf to crisp captions and to flat tiles.
  const levels = ratios.map((r) => {
    r.sort((a, b) => a - b);
    const middle = r.slice(Math.floor(r.length / 4), Math.ceil((r.length * 3) / 4));
    return middle.reduce((s, v) => s + v, 0) / middle.length;
  });
  if (levels[0]! >= TOLERANCE) return native;
  const factors: readonly number[] = FACTORS;
  let factor = factors[factors.length - 1]!;
  for (let k = 1; k < factors.length; k++) {
    if (levels[k]! < TOLERANCE) continue;
    const t = (TOLERANCE - levels[k - 1]!) / (levels[k]! - levels[k - 1]!);
    factor = factors[k - 1]! + t * (factors[k]! - factors[k - 1]!);
    break;
  }
  const upscaleFactor = Math.round(factor * 10) / 10;
  return { nominalShortSide, effectiveShortSide: Math.round(nominalShortSide / upscaleFactor), upscaleFactor };
}

/**
 * Up to MAX_TILES tiles spread over the energy ranks of the busiest 80% (flat sky and walls skipped),
 * in a fixed order so the result is deterministic.
 */
function pickTiles(luma: Uint8Array, w: number, h: number): { x: number; y: number }[] {
  const all: { x: number; y: number; energy: number }[] = [];
  for (let ty = 0; ty + TILE <= h; ty += TILE) {
    for (let tx = 0; tx + TILE <= w; tx += TILE) {
      let energy = 0;
      for (let y = ty + 1; y < ty + TILE - 1; y += 3) {
        for (let x = tx + 1; x < tx + TILE - 1; x += 3) {
          const i = y * w + x;
          energy += Math.abs(4 * luma[i]! - luma[i - 1]! - luma[i + 1]! - luma[i - w]! - luma[i + w]!);
        }
      }
      all.push({ x: tx, y: ty, energy });
    }
  }
  all.sort((a, b) => b.energy - a.energy || a.y - b.y || a.x - b.x);
  const pool = all.slice(0, Math.ceil(all.length * 0.8));
  if (pool.length <= MAX_TILES) return pool;
  return Array.from({ length: MAX_TILES }, (_, k) => pool[Math.floor(((k + 0.5) * pool.length) / MAX_TILES)]!);
}

type Weights = { index: Int32Array; weight: Float32Array; taps: number };

/** Area (box) resampling weights from n samples down to m. */
function areaWeights(n: number, m: number): Weights {
  const scale = n / m;
  const taps = Math.ceil(scale) + 1;
  const index = new Int32Array(m * taps);
  const weight = new Float32Array(m * taps);
  for (let j = 0; j < m; j++) {
    const a = j * scale;
    const b = (j + 1) * scale;
    let k = 0;
    for (let i = Math.floor(a); i < Math.ceil(b) && i < n; i++) {
      const overlap = Math.min(b, i + 1) - Math.max(a, i);
      if (overlap <= 0) continue;
      index[j * taps + k] = i;
      weight[j * taps + k] = overlap / scale;
      k++;
    }
  }
  return { index, weight, taps };
}

/** Catmull-Rom (bicubic, a = -0.5) interpolation weights from m samples up to n, centres aligned. */
function cubicWeights(m: number, n: number): Weights {
  const index = new Int32Array(n * 4);
  const weight = new Float32Array(n * 4);
  for (let i = 0; i < n; i++) {
    const x = ((i + 0.5) * m) / n - 0.5;
    const x0 = Math.floor(x);
    const t = x - x0;
    const w0 = ((-0.5 * t + 1) * t - 0.5) * t;
    const w1 = (1.5 * t - 2.5) * t * t + 1;
    const w2 = ((-1.5 * t + 2) * t + 0.5) * t;
    const taps = [w0, w1, w2, 1 - w0 - w1 - w2];
    for (let k = 0; k < 4; k++) {
      index[i * 4 + k] = Math.min(m - 1, Math.max(0, x0 - 1 + k));
      weight[i * 4 + k] = taps[k]!;
    }
  }
  return { index, weight, taps: 4 };
}

/** Separable area shrink of a square tile (side n) to side m. */
function shrink(src: Float32Array, n: number, m: number, wt: Weights): Float32Array {
  const rows = new Float32Array(n * m);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < m; x++) {
      let s = 0;
      for (let k = 0; k < wt.taps; k++) s += wt.weight[x * wt.taps + k]! * src[y * n + wt.index[x * wt.taps + k]!]!;
      rows[y * m + x] = s;
    }
  }
  const out = new Float32Array(m * m);
  for (let y = 0; y < m; y++) {
    for (let k = 0; k < wt.taps; k++) {
      const wk = wt.weight[y * wt.taps + k]!;
      const row = wt.index[y * wt.taps + k]! * m;
      for (let x = 0; x < m; x++) out[y * m + x] = out[y * m + x]! + wk * rows[row + x]!;
    }
  }
  return out;
}

/**
 * Sum of squared differences between a tile and its shrunk-and-enlarged self, on every other pixel of
 * every other row (a 3 px border left out): a quarter of the enlarging work for the same estimate.
 */
function downUpLoss(tile: Float32Array, small: number, down: Weights, up: Weights): number {
  const s = shrink(tile, TILE, small, down);
  const wide = new Float32Array(small * TILE);
  for (let y = 0; y < small; y++) {
    for (let x = 0; x < TILE; x++) {
      let v = 0;
      for (let k = 0; k < 4; k++) v += up.weight[x * 4 + k]! * s[y * small + up.index[x * 4 + k]!]!;
      wide[y * TILE + x] = v;
    }
  }
  let loss = 0;
  for (let y = 3; y < TILE - 3; y += 2) {
    for (let x = 3; x < TILE - 3; x += 2) {
      let v = 0;
      for (let k = 0; k < 4; k++) v += up.weight[y * 4 + k]! * wide[up.index[y * 4 + k]! * TILE + x]!;
      const d = tile[y * TILE + x]! - v;
      loss += d * d;
    }
  }
  return loss;
}
