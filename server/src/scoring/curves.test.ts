import { describe, expect, it } from "vitest";
import { CONTENT_FACTOR_KEYS } from "@shared/schemas/analysis";
import * as C from "./curves";
import fs from "node:fs";
import { SIGNALS } from "./definitions";
import { signalTable } from "./definitions/table";

// Each curve moves its sub-score in the documented direction (README "Curves").

function sampleRange(from: number, to: number, steps = 200): number[] {
  return Array.from({ length: steps + 1 }, (_, i) => from + ((to - from) * i) / steps);
}

function expectNonDecreasing(curve: (x: number) => number, from: number, to: number) {
  const xs = sampleRange(from, to);
  for (let i = 1; i < xs.length; i++) expect(curve(xs[i]!)).toBeGreaterThanOrEqual(curve(xs[i - 1]!) - 1e-9);
  expect(curve(to)).toBeGreaterThan(curve(from));
}

function expectNonIncreasing(curve: (x: number) => number, from: number, to: number) {
  const xs = sampleRange(from, to);
  for (let i = 1; i < xs.length; i++) expect(curve(xs[i]!)).toBeLessThanOrEqual(curve(xs[i - 1]!) + 1e-9);
  expect(curve(to)).toBeLessThan(curve(from));
}

describe("piecewise curves", () => {
  it("when x is between knots, then the score is interpolated linearly and held outside", () => {
    const curve = C.piecewise([
      [0, 0],
      [10, 100],
    ]);
    expect(curve(5)).toBe(50);
    expect(curve(-3)).toBe(0);
    expect(curve(30)).toBe(100);
    expect(curve(Number.NaN)).toBe(0);
  });

  it("when knots are not increasing, then the curve is rejected", () => {
    expect(() =>
      C.piecewise([
        [1, 0],
        [1, 5],
      ]),
    ).toThrow();
  });

  it("when a score is rounded, then halves go up and the range is clamped", () => {
    expect(C.toScore(49.5)).toBe(50);
    expect(C.toScore(49.49)).toBe(49);
    expect(C.toScore(120)).toBe(100);
    expect(C.toScore(-4)).toBe(0);
  });

  it("when every curve is read, then it stays within 0-100", () => {
    for (const value of Object.values(C)) {
      if (typeof value === "function" && "knots" in value) {
        for (const [, y] of (value as C.Curve).knots) {
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(100);
        }
      }
    }
  });
});

describe("signal directions", () => {
  it("when brightness rises from dark to well exposed, then exposure improves; blown out falls again", () => {
    expectNonDecreasing(C.brightnessCurve, 20, 110);
    expectNonIncreasing(C.brightnessCurve, 170, 255);
  });
  it("when sharpness (Laplacian variance) rises, then the sub-score rises", () => {
    expectNonDecreasing((v) => C.sharpnessCurve(Math.log10(v)), 2, 400);
  });
  it("when contrast rises from flat, then the sub-score rises", () => expectNonDecreasing(C.contrastCurve, 0.01, 0.17));
  it("when resolution rises, then the sub-score rises", () => expectNonDecreasing(C.resolutionCurve, 200, 1080));
  it("when bars cover more of the frame, then the full-frame sub-score falls", () =>
    expectNonIncreasing(C.barsCurve, 0, 0.6));
  it("when duration is in the 21-34 s band, then it beats shorter and longer clips", () => {
    expectNonDecreasing(C.durationCurve, 1, 21);
    expectNonIncreasing(C.durationCurve, 34, 600);
    expect(C.durationCurve(25)).toBe(100);
    expect(C.durationCurve(25)).toBeGreaterThan(C.durationCurve(8));
    expect(C.durationCurve(25)).toBeGreaterThan(C.durationCurve(120));
  });
  it("when the opening has 1-2 cuts, then it beats none and beats a burst of jump cuts", () => {
    expect(C.hookCutsCurve(2)).toBeGreaterThan(C.hookCutsCurve(0));
    expect(C.hookCutsCurve(1)).toBeGreaterThan(C.hookCutsCurve(0));
    expect(C.hookCutsCurve(2)).toBeGreaterThan(C.hookCutsCurve(6));
  });
  it("when loudness rises from silence toward -14 LUFS, then sound improves; clipping falls again", () => {
    expectNonDecreasing(C.loudnessCurve, -70, -18);
    expectNonIncreasing(C.loudnessCurve, -10, 0);
  });
  it("when the sound starts later, then the onset sub-score falls", () =>
    expectNonIncreasing(C.leadingSilenceCurve, 0, 4));
  it("when the hashtag count moves to 3-5, then it improves; more than 5 falls", () => {
    expectNonDecreasing(C.hashtagCountCurve, 0, 3);
    expectNonIncreasing(C.hashtagCountCurve, 5, 30);
  });
  it("when more tags are generic, then the niche sub-score falls", () =>
    expectNonIncreasing(C.genericShareCurve, 0, 1));
  it("when more trending tags are used, then the sub-score rises", () =>
    expectNonDecreasing(C.trendingTagsCurve, 0, 2));
  it("when the frame is closer to 9:16, then aspect improves", () => {
    expectNonIncreasing(C.aspectCurve, 0.5625, 2.4);
    expect(C.aspectCurve(9 / 16)).toBe(100);
  });
  it("when more frames are black or frozen, then the sub-score falls", () =>
    expectNonIncreasing(C.deadFramesCurve, 0, 1));
  it("when overlay zones get busier, then the sub-score falls", () => expectNonIncreasing(C.uiZoneCurve, 1, 3));
  it("when more policy words hit, then the sub-score falls", () => expectNonIncreasing(C.complianceHitsCurve, 0, 4));
  it("when faces are present more often, then the sub-score rises", () =>
    expectNonDecreasing(C.facePresenceCurve, 0, 1));
  it("when motion rises from a static opening, then the sub-score rises", () =>
    expectNonDecreasing(C.motionCurve, 0, 4));
  it("when the raw mean rises, then the spread score rises and spreads away from the middle", () => {
    expectNonDecreasing(C.spreadCurve, 0, 100);
    expect(C.spreadCurve(40)).toBeLessThan(40);
    expect(C.spreadCurve(85)).toBeGreaterThan(85);
  });
});

describe("signal definitions", () => {
  it("when the content and caption weights are summed per medium, then each group is 1", () => {
    for (const medium of ["video", "image"] as const) {
      for (const group of ["content", "caption"] as const) {
        const sum = SIGNALS.filter((s) => s.group === group).reduce((a, s) => a + s.weight[medium], 0);
        expect(sum, `${medium} ${group}`).toBeCloseTo(1, 10);
      }
    }
  });
  it("when the README lists the signals, then its table is the one generated from the definitions", () => {
    const readme = fs.readFileSync(new URL("./README.md", import.meta.url), "utf8");
    const squash = (text: string) => text.replace(/ {2,}/g, " ").replace(/-{3,}/g, "---");
    expect(squash(readme)).toContain(squash(signalTable()));
  });
  it("when the keys are listed, then each signal is defined once", () => {
    const keys = SIGNALS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
  it("when the content factors are listed, then each is fed by at least one signal of each medium", () => {
    for (const medium of ["video", "image"] as const) {
      for (const key of CONTENT_FACTOR_KEYS) {
        const feeding = SIGNALS.filter((s) => (s.factors[medium] ?? []).includes(key));
        expect(feeding.length, `${key} ${medium}`).toBeGreaterThan(0);
      }
    }
  });
  it("when a signal feeds a factor for a medium, then it has weight for that medium", () => {
    for (const s of SIGNALS) {
      for (const medium of ["video", "image"] as const) {
        if ((s.factors[medium] ?? []).length > 0) expect(s.weight[medium], `${s.key} ${medium}`).toBeGreaterThan(0);
      }
    }
  });
});
