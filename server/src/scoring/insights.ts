import type { Insight } from "@shared/schemas/analysis";
import { EXPRESSION_WORDS, frameKindWords, hasNoSubject } from "./definitions/people";
import { fixed, pct } from "./definitions/types";
import type { Measurements } from "./signals/measurements";
import { GRID, UI_ZONES } from "./signals/pixels";
import type { Box } from "./types";

// Insight dots: each sits on a real place of the preview frame (the first non-black hook frame, or the
// image) and names what was measured there. At most 6, never two on top of each other.

const MAX_DOTS = 6;
const MIN_GAP = 8;

const centre = (b: Box) => ({ x: (b.x + b.width / 2) * 100, y: (b.y + b.height / 2) * 100 });
const inZone = (p: { x: number; y: number }, z: { x0: number; x1: number; y0: number; y1: number }) =>
  p.x >= z.x0 * 100 && p.x <= z.x1 * 100 && p.y >= z.y0 * 100 && p.y <= z.y1 * 100;
const clampPct = (v: number) => Math.min(98, Math.max(2, Math.round(v * 10) / 10));
const isVertical = (m: Measurements) => m.height > m.width;

/** The main face of the preview sits under the app's buttons or caption (vertical frames only). */
export function faceUnderOverlay(m: Measurements): boolean {
  const face = m.faces.preview[0];
  if (!face || !isVertical(m)) return false;
  const c = centre(face);
  return inZone(c, UI_ZONES.right) || inZone(c, UI_ZONES.bottom);
}

type Push = (x: number, y: number, type: Insight["type"], insight: string) => void;

function contentDots(m: Measurements, push: Push) {
  const face = m.faces.preview[0];
  if (face) {
    const c = centre(face);
    const e = m.people.expression;
    const mood = e && e.t === m.preview.t && m.faces.preview.length === 1 ? `, ${EXPRESSION_WORDS[e.label]}` : "";
    push(
      c.x,
      c.y,
      faceUnderOverlay(m) ? "improvement" : "positive",
      faceUnderOverlay(m)
        ? `This face sits where the app's buttons or caption will cover it; move it toward the centre (face at ${Math.round(c.x)}%, ${Math.round(c.y)}%)`
        : `Face detected here (${pct(face.height)} of the frame height${mood})`,
    );
  }
  const s = m.subject;
  if (s.box && s.kind === "object") {
    const c = centre(s.box);
    push(
      c.x,
      c.y,
      s.fill >= 0.06 ? "positive" : "suggestion",
      `Main subject: ${s.label} (${pct(s.fill)} of the frame)`,
    );
  }
  if (hasNoSubject(m)) {
    push(50, 50, "improvement", `Nothing to look at here: ${frameKindWords(m)}; film a person, product or scene`);
  }
  for (const box of m.onScreenText.uiCovered.slice(0, 2)) {
    const c = centre(box);
    push(
      c.x,
      c.y,
      "improvement",
      "On-screen text here will be covered by the app's buttons or caption; move it up or left",
    );
  }
}

function frameDots(m: Measurements, push: Push) {
  const b = m.picture.bars;
  if (b.top >= 0.02)
    push(
      50,
      (b.top * 100) / 2,
      "improvement",
      `Black bar: ${pct(b.top + b.bottom)} of the height is letterbox; fill the frame`,
    );
  if (b.left >= 0.02)
    push(
      (b.left * 100) / 2,
      50,
      "improvement",
      `Black bar: ${pct(b.left + b.right)} of the width is pillarbox; fill the frame`,
    );
  const zr = m.picture.uiZoneRatio;
  if (isVertical(m) && zr.right >= 1.3)
    push(
      92,
      57,
      "improvement",
      `TikTok's like/comment/share buttons cover the right edge; detail here (${fixed(zr.right)}x the frame average) will be hidden`,
    );
  if (isVertical(m) && zr.bottom >= 1.3)
    push(
      42,
      90,
      "improvement",
      `The caption and username cover the bottom fifth; text or detail here (${fixed(zr.bottom)}x the frame average) will be hidden`,
    );
}

/**
 * Where a grid measure is concentrated around its strongest cell: the centroid of the 3x3 cells around it,
 * each weighted by how far it stands out (its value minus the frame's, or the frame's minus its value for the
 * darkest). A dot then sits between cells when the bright or busy part straddles them, instead of on the
 * cell centres (10, 30, 50, 70, 90%) every time.
 */
export function concentration(values: readonly number[], k: number, reference: number, sign: 1 | -1) {
  const row = Math.floor(k / GRID);
  const col = k % GRID;
  let wx = 0;
  let wy = 0;
  let w = 0;
  for (let r = Math.max(0, row - 1); r <= Math.min(GRID - 1, row + 1); r++) {
    for (let c = Math.max(0, col - 1); c <= Math.min(GRID - 1, col + 1); c++) {
      const weight = Math.max(0, sign * (values[r * GRID + c]! - reference));
      wx += weight * (c + 0.5);
      wy += weight * (r + 0.5);
      w += weight;
    }
  }
  const cellX = w > 0 ? wx / w : col + 0.5;
  const cellY = w > 0 ? wy / w : row + 0.5;
  return { x: cellX * (100 / GRID), y: cellY * (100 / GRID) };
}

function gridDots(m: Measurements, push: Push) {
  const { gridLuma, gridEdges, brightness, edgeMean } = m.preview;
  if (gridLuma.length !== GRID * GRID) return;
  const argmax = (v: number[]) => v.reduce((best, x, k) => (x > v[best]! ? k : best), 0);
  const argmin = (v: number[]) => v.reduce((best, x, k) => (x < v[best]! ? k : best), 0);
  // The app's buttons and caption cover these parts of a vertical frame: no dot asks for the subject there.
  const isCovered = (p: { x: number; y: number }) =>
    isVertical(m) && (inZone(p, UI_ZONES.right) || inZone(p, UI_ZONES.bottom));
  const bright = argmax(gridLuma);
  const bl = gridLuma[bright]!;
  const c = concentration(gridLuma, bright, brightness, 1);
  if (bl > 235)
    push(c.x, c.y, "improvement", `Blown highlights here (luma ${Math.round(bl)}/255): lower exposure to keep detail`);
  else if (bl > brightness + 20 && !hasNoSubject(m) && !isCovered(c))
    push(
      c.x,
      c.y,
      "suggestion",
      `Brightest area (luma ${Math.round(bl)} vs ${Math.round(brightness)} average): the eye lands here first, so put the subject here`,
    );
  const busy = argmax(gridEdges);
  const be = gridEdges[busy]!;
  const cb = concentration(gridEdges, busy, edgeMean, 1);
  if (edgeMean > 0.5 && be > edgeMean * 1.4 && !hasNoSubject(m) && !isCovered(cb)) {
    push(
      cb.x,
      cb.y,
      "suggestion",
      `Busiest area (${fixed(be / edgeMean)}x the average detail): keep the key subject here, clear of clutter`,
    );
  }
  if (brightness < 90) {
    const dark = argmin(gridLuma);
    const cd = concentration(gridLuma, dark, brightness, -1);
    push(cd.x, cd.y, "improvement", `Darkest area (luma ${Math.round(gridLuma[dark]!)}/255): add light here`);
  }
}

export function buildInsights(m: Measurements): Insight[] {
  const dots: Insight[] = [];
  const push: Push = (x, y, type, insight) => {
    const cx = clampPct(x);
    const cy = clampPct(y);
    if (dots.some((d) => Math.hypot(d.x - cx, d.y - cy) < MIN_GAP)) return;
    dots.push({ x: cx, y: cy, type, insight });
  };
  contentDots(m, push);
  frameDots(m, push);
  gridDots(m, push);
  if (dots.length === 0) {
    push(
      50,
      50,
      "positive",
      `Balanced frame: no bars, busy overlay zones or exposure problems found (mean luma ${Math.round(m.preview.brightness)}/255)`,
    );
  }
  return dots.slice(0, MAX_DOTS);
}
