// Where on-screen text sits, found from the pixels alone (no OCR, no language): works for Latin and Arabic,
// which is cursive, because nothing here relies on separated glyphs. Classic text-line detection:
// top-hat and black-hat (thin bright or dark strokes), horizontal closing to join characters into lines,
// connected components, then geometry and contrast filters. A few milliseconds on a 416 px frame.

import type { Box, RgbFrame } from "../types";
import { pictureArea } from "./frame-kind";
import { UI_ZONES } from "./pixels";
import { type Steps, runSteps, runStepsInTurns } from "./steps";

export type TextRegions = {
  /** Text lines as fractions of the frame, top to bottom. */
  boxes: Box[];
  /** Share of the frame area covered by the boxes (0-1). */
  coverage: number;
  /** Boxes lying more than half inside the app's button column or caption band (UI_ZONES). */
  uiCovered: Box[];
};

type Rect = { x0: number; y0: number; x1: number; y1: number };

// Tuned on rendered English/Arabic captions over photos and plain cards against face-api's demo photos,
// test patterns and noise (text-regions.test.ts). Sizes are fractions of the frame height.
const STROKE_RADIUS = 0.012; // top-hat element half-size: strokes thinner than ~2.4% of the height
const MIN_CONTRAST = 48; // stroke contrast floor (0-255)
const LOCAL_RADIUS = 0.05; // window for the local stroke-energy mean
const LOCAL_FACTOR = 2; // a stroke must stand out this much from its neighbourhood (texture suppression)
const JOIN_GAP = 0.012; // horizontal closing: gaps between characters
const MIN_RUN = 0.012; // horizontal opening: drops thin slanted lines (railings, hair)
const MIN_LINE = 0.015;
const MAX_LINE = 0.15;

/** Finds text lines on one frame; see TextRegions. Deterministic, 10-40 ms at 416 px. */
export function findTextRegions(frame: RgbFrame): TextRegions {
  return runSteps(textRegionSteps(frame));
}

/** The same, in three slices, each on its own turn of the event loop. */
export function findTextRegionsInTurns(frame: RgbFrame): Promise<TextRegions> {
  return runStepsInTurns(textRegionSteps(frame));
}

function* textRegionSteps(frame: RgbFrame): Steps<TextRegions> {
  const { width: w, height: h, rgb } = frame;
  const n = w * h;
  if (rgb.length < n * 3) throw new Error("frame buffer too small");
  const y = new Uint8Array(n);
  for (let i = 0, p = 0; i < n; i++, p += 3) y[i] = (77 * rgb[p]! + 150 * rgb[p + 1]! + 29 * rgb[p + 2]! + 128) >> 8;

  // Stroke energy: bright strokes stand above the opening, dark strokes below the closing.
  const r = Math.max(3, Math.round(h * STROKE_RADIUS));
  // Erosion is the inverted dilation of the inverse: opened = dilate(erode(y)), closed = erode(dilate(y)).
  const opened = dilate(invert(dilate(invert(y), w, h, r)), w, h, r);
  yield;
  const closedInv = dilate(invert(dilate(y, w, h, r)), w, h, r);
  yield;
  const energy = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const bright = y[i]! - opened[i]!;
    const dark = 255 - closedInv[i]! - y[i]!;
    energy[i] = bright > dark ? bright : dark;
  }
  const ink = strokeMask(energy, w, h);

  // Characters into lines: close short horizontal gaps, then drop runs too short to be part of a line.
  const line = new Uint8Array(ink);
  const gap = Math.max(2, Math.round(h * JOIN_GAP));
  const minRun = Math.max(3, Math.round(h * MIN_RUN));
  for (let row = 0; row < h; row++) {
    const base = row * w;
    let last = -1;
    for (let c = 0; c < w; c++) {
      if (!ink[base + c]) continue;
      if (last >= 0 && c - last > 1 && c - last <= gap + 1) line.fill(1, base + last + 1, base + c);
      last = c;
    }
    let start = -1;
    for (let c = 0; c <= w; c++) {
      const on = c < w && line[base + c] === 1;
      if (on && start < 0) start = c;
      else if (!on && start >= 0) {
        if (c - start < minRun) line.fill(0, base + start, base + c);
        start = -1;
      }
    }
  }

  const minH = Math.max(5, Math.round(h * MIN_LINE));
  const maxH = h * MAX_LINE;
  const words = components(line, w, h).filter((b) => {
    const bh = b.y1 - b.y0 + 1;
    return bh >= minH && bh <= maxH && b.x1 - b.x0 + 1 >= bh * 0.5;
  });
  const picture = pictureArea(y, w, h);
  const found = mergeIntoLines(words).filter((b) => isTextLine(b, y, ink, w, picture));
  found.sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);

  const covered = new Uint8Array(n);
  let area = 0;
  for (const b of found) {
    for (let row = b.y0; row <= b.y1; row++) {
      for (let i = row * w + b.x0; i <= row * w + b.x1; i++) {
        if (!covered[i]) area++;
        covered[i] = 1;
      }
    }
  }
  const boxes = found.map((b) => ({
    x: b.x0 / w,
    y: b.y0 / h,
    width: (b.x1 - b.x0 + 1) / w,
    height: (b.y1 - b.y0 + 1) / h,
  }));
  return { boxes, coverage: area / n, uiCovered: boxes.filter((b) => uiShare(b) > 0.5) };
}

/** Share of a box's area inside the right button column or the bottom caption band. */
function uiShare(b: Box): number {
  let inside = 0;
  for (const z of [UI_ZONES.right, UI_ZONES.bottom]) {
    const ox = Math.min(b.x + b.width, z.x1) - Math.max(b.x, z.x0);
    const oy = Math.min(b.y + b.height, z.y1) - Math.max(b.y, z.y0);
    if (ox > 0 && oy > 0) inside += ox * oy;
  }
  return inside / Math.max(1e-9, b.width * b.height);
}

/** Stroke pixels: strong in absolute terms and against the local mean (busy texture raises the bar). */
function strokeMask(energy: Uint8Array, w: number, h: number): Uint8Array {
  const n = w * h;
  const hist = new Uint32Array(256);
  for (let i = 0; i < n; i++) hist[energy[i]!]!++;
  let acc = 0;
  let p85 = 0;
  while (p85 < 255 && (acc += hist[p85]!) < 0.85 * n) p85++;
  const floor = Math.max(MIN_CONTRAST, Math.min(110, p85 * 1.5));
  const W = w + 1;
  const integral = new Float64Array(W * (h + 1));
  for (let row = 0; row < h; row++) {
    let s = 0;
    for (let c = 0; c < w; c++) {
      s += energy[row * w + c]!;
      integral[(row + 1) * W + c + 1] = integral[row * W + c + 1]! + s;
    }
  }
  const rad = Math.max(4, Math.round(h * LOCAL_RADIUS));
  const mask = new Uint8Array(n);
  for (let row = 0; row < h; row++) {
    const r0 = Math.max(0, row - rad);
    const r1 = Math.min(h, row + rad + 1);
    for (let c = 0; c < w; c++) {
      const v = energy[row * w + c]!;
      if (v < floor) continue;
      const c0 = Math.max(0, c - rad);
      const c1 = Math.min(w, c + rad + 1);
      const sum = integral[r1 * W + c1]! - integral[r0 * W + c1]! - integral[r1 * W + c0]! + integral[r0 * W + c0]!;
      if (v >= (LOCAL_FACTOR * sum) / ((r1 - r0) * (c1 - c0))) mask[row * w + c] = 1;
    }
  }
  return mask;
}

/** Square max filter of half-size r: rows, then rows of the transpose (columns). */
function dilate(src: Uint8Array, w: number, h: number, r: number): Uint8Array {
  return transpose(dilateRows(transpose(dilateRows(src, w, h, r), w, h), h, w, r), h, w);
}

/** Row-wise max over [x - r, x + r] (van Herk/Gil-Werman: per-block prefix and suffix maxima). */
function dilateRows(src: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const size = 2 * r + 1;
  const out = new Uint8Array(w * h);
  const pre = new Uint8Array(w);
  const suf = new Uint8Array(w);
  const lastBlock = Math.floor((w - 1) / size);
  for (let row = 0; row < h; row++) {
    const base = row * w;
    for (let start = 0; start < w; start += size) {
      const end = Math.min(w, start + size);
      let m = 0;
      for (let c = start; c < end; c++) pre[c] = m = Math.max(m, src[base + c]!);
      m = 0;
      for (let c = end - 1; c >= start; c--) suf[c] = m = Math.max(m, src[base + c]!);
    }
    // Windows clipped at the left edge, whole windows, windows clipped at the right edge.
    const left = Math.min(r, w);
    const right = Math.max(left, w - r);
    for (let c = 0; c < left; c++) out[base + c] = pre[Math.min(c + r, w - 1)]!;
    for (let c = left; c < right; c++) out[base + c] = Math.max(suf[c - r]!, pre[c + r]!);
    for (let c = right; c < w; c++) {
      const a = c - r;
      out[base + c] = Math.floor(a / size) === lastBlock ? suf[a]! : Math.max(suf[a]!, pre[w - 1]!);
    }
  }
  return out;
}

function transpose(src: Uint8Array, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h);
  for (let row = 0; row < h; row++) {
    for (let c = 0; c < w; c++) out[c * h + row] = src[row * w + c]!;
  }
  return out;
}

function invert(src: Uint8Array): Uint8Array {
  const out = new Uint8Array(src.length);
  for (let i = 0; i < src.length; i++) out[i] = 255 - src[i]!;
  return out;
}

/** Bounding boxes of 4-connected components. */
function components(mask: Uint8Array, w: number, h: number): Rect[] {
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  const out: Rect[] = [];
  for (let s = 0; s < mask.length; s++) {
    if (!mask[s] || seen[s]) continue;
    const b = { x0: w, y0: h, x1: 0, y1: 0 };
    let top = 0;
    stack[top++] = s;
    seen[s] = 1;
    while (top > 0) {
      const i = stack[--top]!;
      const row = (i / w) | 0;
      const c = i - row * w;
      if (c < b.x0) b.x0 = c;
      if (c > b.x1) b.x1 = c;
      if (row < b.y0) b.y0 = row;
      if (row > b.y1) b.y1 = row;
      for (const j of [c > 0 ? i - 1 : -1, c < w - 1 ? i + 1 : -1, i - w, i + w]) {
        if (j < 0 || j >= mask.length || !mask[j] || seen[j]) continue;
        seen[j] = 1;
        stack[top++] = j;
      }
    }
    out.push(b);
  }
  return out;
}

/** Words on one line (overlapping rows, similar heights, gap under ~a character height) become one box. */
function mergeIntoLines(words: Rect[]): Rect[] {
  const boxes = words.map((b) => ({ ...b }));
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        const ha = a.y1 - a.y0 + 1;
        const hb = b.y1 - b.y0 + 1;
        const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) + 1;
        const apart = Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1);
        if (overlap < 0.6 * Math.min(ha, hb) || Math.max(ha, hb) > 1.6 * Math.min(ha, hb)) continue;
        if (apart > 1.2 * Math.max(ha, hb)) continue;
        boxes[i] = {
          x0: Math.min(a.x0, b.x0),
          y0: Math.min(a.y0, b.y0),
          x1: Math.max(a.x1, b.x1),
          y1: Math.max(a.y1, b.y1),
        };
        boxes.splice(j, 1);
        merged = true;
        j--;
      }
    }
  }
  return boxes;
}

/**
 * A line of text: wide, inked enough, isolated above and below (lines have spacing, texture does not),
 * two-toned (text colour against its background), with plenty of vertical strokes (a horizon or a shelf
 * edge has none).
 */
function isTextLine(b: Rect, y: Uint8Array, ink: Uint8Array, w: number, picture: Rect): boolean {
  const h = y.length / w;
  const bw = b.x1 - b.x0 + 1;
  const bh = b.y1 - b.y0 + 1;
  if (bw < 2 * bh || bw < 0.08 * w) return false;
  const hist = new Float64Array(256);
  let inked = 0;
  let sided = 0;
  let vertical = 0;
  for (let row = b.y0; row <= b.y1; row++) {
    for (let c = b.x0; c <= b.x1; c++) {
      const i = row * w + c;
      hist[y[i]!]!++;
      if (!ink[i]) continue;
      inked++;
      if (c > 0 && c < w - 1 && row > 0 && row < h - 1) {
        // Stroke sides only: the flat inside of a thick stroke has no direction.
        const gx = Math.abs(y[i + 1]! - y[i - 1]!);
        const gy = Math.abs(y[i + w]! - y[i - w]!);
        if (gx >= 24 || gy >= 24) {
          sided++;
          if (gx > gy) vertical++;
        }
      }
    }
  }
  const area = bw * bh;
  const density = inked / area;
  if (density < 0.25 || vertical < 0.4 * sided) return false;
  const band = Math.max(2, Math.round(bh * 0.35));
  let outside = 0;
  let outsideInk = 0;
  for (const [r0, r1] of [
    [b.y0 - band, b.y0 - 1],
    [b.y1 + 1, b.y1 + band],
  ] as const) {
    // Margins beyond the picture (frame edge, letterbox bar) are empty whatever lies there: not evidence.
    for (let row = Math.max(picture.y0, r0); row <= Math.min(picture.y1 - 1, r1); row++) {
      for (let c = b.x0; c <= b.x1; c++) {
        outside++;
        outsideInk += ink[row * w + c]!;
      }
    }
  }
  if (outside > 0 && outsideInk / outside > 0.15 * density) return false;
  // Otsu: share of the luma variance explained by a two-tone split.
  let sum = 0;
  let sq = 0;
  for (let v = 0; v < 256; v++) {
    sum += v * hist[v]!;
    sq += v * v * hist[v]!;
  }
  const mean = sum / area;
  const variance = sq / area - mean * mean;
  if (variance < 30 * 30) return false;
  let wB = 0;
  let sB = 0;
  let best = 0;
  for (let v = 0; v < 255; v++) {
    wB += hist[v]!;
    if (wB === 0 || wB === area) continue;
    sB += v * hist[v]!;
    const between = wB * (area - wB) * (sB / wB - (sum - sB) / (area - wB)) ** 2;
    if (between > best) best = between;
  }
  return best / (area * area) / variance >= 0.65;
}
