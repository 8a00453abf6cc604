import { describe, expect, it } from "vitest";
import { correlationSentence, ranks, resultsByBand, sharedByBest, spearman } from "./results-statistics";

describe("the statistics behind Score vs results", () => {
  it("when values tie, then they share their average rank", () => {
    expect(ranks([10, 30, 20, 30])).toEqual([1, 3.5, 2, 3.5]);
  });

  it("when fewer than 8 posts have results, then no correlation is given", () => {
    expect(spearman([1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5, 6, 7])).toBeNull();
  });

  it("when the results rise with the score, then ρ is 1 and the sentence says higher scores went with more views", () => {
    const scores = [40, 50, 55, 60, 70, 75, 80, 90, 95, 98];
    const views = scores.map((s) => s * 100);
    const c = spearman(scores, views)!;
    expect(c).toMatchObject({ rho: 1, posts: 10 });
    expect(correlationSentence(c, "views")).toMatch(
      /^On your 10 posts, higher scores went with more views \(ρ = 1\.00/,
    );
  });

  it("when the results are unrelated to the score, then the interval spans zero and the sentence says so", () => {
    const scores = [40, 50, 55, 60, 70, 75, 80, 90, 95, 98];
    const views = [500, 90, 800, 120, 300, 700, 60, 400, 200, 650];
    const c = spearman(scores, views)!;
    expect(c.low).toBeLessThan(0);
    expect(c.high).toBeGreaterThan(0);
    expect(correlationSentence(c, "views")).toMatch(/did not clearly go with more views/);
  });

  it("when there are no ties, then ρ is the textbook 1 − 6Σd² / (n(n² − 1))", () => {
    // d = −2, 1, −1, 2, −1, 1, −2, 1, −1, 2: Σd² = 22, so ρ = 1 − 132 / 990 = 0.8667
    const x = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const y = [3, 1, 4, 2, 6, 5, 9, 7, 10, 8];
    expect(spearman(x, y)!.rho).toBe(0.87);
  });

  it("when posts are grouped by band, then each band has its median and count", () => {
    const bands = resultsByBand([
      { score: 85, result: 3 },
      { score: 90, result: 5 },
      { score: 65, result: 1 },
      { score: 40, result: 0.2 },
    ]);
    expect(bands).toEqual([
      { band: "Excellent", posts: 2, median: 4 },
      { band: "Good", posts: 1, median: 1 },
      { band: "Needs Work", posts: 1, median: 0.2 },
    ]);
  });

  it("when the best third scored higher on a factor, then it is named with both means", () => {
    const posts = [9, 8, 7, 3, 2, 1].map((result, i) => ({
      result,
      factors: { hook: i < 2 ? 90 : 50, sound: 70 },
    }));
    expect(sharedByBest(posts, ["hook", "sound"])).toEqual([{ key: "hook", best: 90, others: 50 }]);
  });
});
