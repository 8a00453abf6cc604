import { type Message, msg } from "@shared/i18n/message";
import type { Insight } from "@shared/schemas/analysis";
import { expressionWord, frameKindWords, hasNoSubject } from "./definitions/people";
import { objectName, pct } from "./definitions/types";
import type { Measurements } from "./signals/measurements";
import { GRID, UI_ZONES } from "./signals/pixels";
import type { Box } from "./types";

// Insight dots: each sits on a real place of the preview frame (the first non-black hook frame, or the
// image) and names what was measured there. At most 6, never two on top of each other. Each dot's text is a
// message (`insights.*` in the engine catalogue); score.ts renders the English field from it.

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

/** A dot with its text as a message. */
export type InsightDot = Omit<Insight, "insight"> & { message: Message };

type Push = (x: number, y: number, type: Insight["type"], insight: Message) => void;

function contentDots(m: Measurements, push: Push) {
  const face = m.faces.preview[0];
  if (face) {
    const c = centre(face);
    const e = m.people.expression;
    const size = pct(face.height);
    push(
      c.x,
      c.y,
      faceUnderOverlay(m) ? "improvement" : "positive",
      faceUnderOverlay(m)
        ? msg("insights.faceCovered", { x: Math.round(c.x), y: Math.round(c.y) })
        : e && e.t === m.preview.t && m.faces.preview.length === 1
          ? msg("insights.face_mood", { size, mood: expressionWord(e.label) })
          : msg("insights.face", { size }),
    );
  }
  const s = m.subject;
  if (s.box && s.kind === "object") {
    const c = centre(s.box);
    push(
      c.x,
      c.y,
      s.fill >= 0.06 ? "positive" : "suggestion",
      msg("insights.subject", { label: objectName(s.label ?? ""), share: pct(s.fill) }),
    );
  }
  if (hasNoSubject(m)) {
    push(50, 50, "improvement", msg("insights.nothing", { frames: frameKindWords(m) }));
  }
  for (const box of m.onScreenText.uiCovered.slice(0, 2)) {
    const c = centre(box);
    push(c.x, c.y, "improvement", msg("insights.textCovered"));
  }
}

function frameDots(m: Measurements, push: Push) {
  const b = m.picture.bars;
  if (b.top >= 0.02)
    push(50, (b.top * 100) / 2, "improvement", msg("insights.letterbox", { share: pct(b.top + b.bottom) }));
  if (b.left >= 0.02)
    push((b.left * 100) / 2, 50, "improvement", msg("insights.pillarbox", { share: pct(b.left + b.right) }));
  const zr = m.picture.uiZoneRatio;
  if (isVertical(m) && zr.right >= 1.3) push(92, 57, "improvement", msg("insights.buttons", { ratio: zr.right }));
  if (isVertical(m) && zr.bottom >= 1.3) push(42, 90, "improvement", msg("insights.captionBand", { ratio: zr.bottom }));
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
  if (bl > 235) push(c.x, c.y, "improvement", msg("insights.blown", { luma: Math.round(bl) }));
  else if (bl > brightness + 20 && !hasNoSubject(m) && !isCovered(c))
    push(c.x, c.y, "suggestion", msg("insights.brightest", { luma: Math.round(bl), average: Math.round(brightness) }));
  const busy = argmax(gridEdges);
  const be = gridEdges[busy]!;
  const cb = concentration(gridEdges, busy, edgeMean, 1);
  if (edgeMean > 0.5 && be > edgeMean * 1.4 && !hasNoSubject(m) && !isCovered(cb)) {
    push(cb.x, cb.y, "suggestion", msg("insights.busiest", { ratio: be / edgeMean }));
  }
  if (brightness < 90) {
    const dark = argmin(gridLuma);
    const cd = concentration(gridLuma, dark, brightness, -1);
    push(cd.x, cd.y, "improvement", msg("insights.darkest", { luma: Math.round(gridLuma[dark]!) }));
  }
}

export function buildInsights(m: Measurements): InsightDot[] {
  const dots: InsightDot[] = [];
  const push: Push = (x, y, type, insight) => {
    const cx = clampPct(x);
    const cy = clampPct(y);
    if (dots.some((d) => Math.hypot(d.x - cx, d.y - cy) < MIN_GAP)) return;
    dots.push({ x: cx, y: cy, type, message: insight });
  };
  contentDots(m, push);
  frameDots(m, push);
  gridDots(m, push);
  if (dots.length === 0) {
    push(50, 50, "positive", msg("insights.balanced", { luma: Math.round(m.preview.brightness) }));
  }
  return dots.slice(0, MAX_DOTS);
}
