import { describe, expect, it } from "vitest";
import { computeStats, scoreTrend } from "./stats";

const scored = (...scores: number[]) => scores.map((viralScore) => ({ viralScore }));

describe("dashboard stats", () => {
  it("when there are no analyses, then the total is 0 and average and best are empty", () => {
    expect(computeStats([])).toEqual({ totalAnalyses: 0, averageScore: null, bestScore: null });
  });

  it("when there are analyses, then the average is rounded and the best is the maximum", () => {
    expect(computeStats(scored(70, 81, 64))).toEqual({ totalAnalyses: 3, averageScore: 72, bestScore: 81 });
    expect(computeStats(scored(70, 71))).toEqual({ totalAnalyses: 2, averageScore: 71, bestScore: 71 });
  });

  it("when the newest score beats the second newest, then the trend is improving", () => {
    expect(scoreTrend(scored(80, 70, 90))).toBe("improving");
  });

  it("when the newest score is equal or lower, then the trend is declining", () => {
    expect(scoreTrend(scored(70, 70))).toBe("declining");
    expect(scoreTrend(scored(60, 70))).toBe("declining");
  });

  it("when there are fewer than two analyses, then the trend is stable", () => {
    expect(scoreTrend(scored(90))).toBe("stable");
    expect(scoreTrend([])).toBe("stable");
  });
});
