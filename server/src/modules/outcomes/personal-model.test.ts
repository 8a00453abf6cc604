import { afterAll, describe, expect, it } from "vitest";
import { checkPersonalModel, fitRidge, largestWeights, predict, type TrainingPost } from "./personal-model";

// Simulated creators (docs/decisions/032-results-and-a-score-of-ones-own.md): 30 whose views depend on one factor of
// the engine plus noise, and 10 whose views are noise. Each has 20 posts with results. The personal model must beat the
// general score on held-out posts for most of the first group, and must never be offered to the second. Seeded: the
// table is the same on every run (printed for the closing note).

const FACTORS = ["hook", "emotion", "shareability", "platform fit", "aesthetics", "composition", "trend"];
const POSTS = 20;

/** mulberry32: a small seeded generator, so the simulation is the same on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A normal draw (Box-Muller) from the seeded generator. */
const normal = (random: () => number) =>
  Math.sqrt(-2 * Math.log(Math.max(1e-12, random()))) * Math.cos(2 * Math.PI * random());

/** The general score: the engine's factors weighed as it weighs them on average (an equal mean here). */
const generalScore = (features: number[]) => features.reduce((s, v) => s + v, 0) / features.length;

function creator(seed: number, drivenBy: number | null): TrainingPost[] {
  const random = generator(seed);
  return Array.from({ length: POSTS }, () => {
    const features = FACTORS.map(() => Math.round(30 + 60 * random()));
    // log views per follower: the chosen factor moves it by about 2 over its range, plus noise (sd 0.5).
    const signal = drivenBy === null ? 0 : (features[drivenBy]! - 60) / 15;
    return { features, score: generalScore(features), result: signal + 0.5 * normal(random) };
  });
}

const table: string[] = [];
afterAll(() => {
  console.log(`\nSimulated creators (${POSTS} posts each; ρ on held-out posts):\n${table.join("\n")}`);
});

describe("a personal score from simulated creators", () => {
  it("when 30 creators' views follow one factor, then the personal model beats the general score for most of them", () => {
    let better = 0;
    for (let c = 0; c < 30; c++) {
      const driver = c % FACTORS.length;
      const check = checkPersonalModel(creator(1000 + c, driver))!;
      if (check.isBetter) better++;
      table.push(
        `pattern ${String(c + 1).padStart(2)} (${FACTORS[driver]!.padEnd(12)}) personal ${check.personalRho.toFixed(2)} ` +
          `general ${check.generalRho.toFixed(2)} ${check.isBetter ? "shown" : "not shown"}`,
      );
    }
    table.push(`pattern creators shown a personal score: ${better} of 30`);
    expect(better).toBeGreaterThanOrEqual(20);
  });

  it("when 10 creators' views are noise, then none is shown a personal score", () => {
    let shown = 0;
    for (let c = 0; c < 10; c++) {
      const check = checkPersonalModel(creator(5000 + c, null))!;
      if (check.isBetter) shown++;
      table.push(
        `noise   ${String(c + 1).padStart(2)} personal ${check.personalRho.toFixed(2)} general ${check.generalRho.toFixed(2)} ` +
          `${check.isBetter ? "shown" : "not shown"}`,
      );
    }
    table.push(`noise creators shown a personal score: ${shown} of 10`);
    expect(shown).toBe(0);
  });

  it("when the data is the same, then the model is the same, and its largest weight is the factor that drives the views", () => {
    const posts = creator(42, 0);
    const a = fitRidge(posts);
    const b = fitRidge([...posts]);
    expect(a).toEqual(b);
    expect(predict(a, posts[0]!.features)).toBe(predict(b, posts[0]!.features));
    expect(largestWeights(a, FACTORS)[0]!.name).toBe("hook");
  });

  it("when fewer than 12 posts have results, then no personal model is checked", () => {
    expect(checkPersonalModel(creator(7, 0).slice(0, 11))).toBeNull();
  });
});
