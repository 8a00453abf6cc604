import { spearman } from "./results-statistics";

// A score that learns one creator (docs/decisions/032-results-and-a-score-of-ones-own.md): a small ridge regression
// from the engine's factor scores to the log of that creator's views per follower, checked by leave-one-out. It is
// offered only while its held-out predictions rank that creator's posts better than the general score does, so it can
// never be shown on luck alone. Closed form, no randomness: the same posts give the same model.

/** A personal model is fitted from this many posts with results. */
export const MIN_POSTS_FOR_PERSONAL_MODEL = 12;
/** Ridge penalty on standardised features: strong, because a creator has tens of posts, not thousands. */
const LAMBDA = 3;
/** The held-out ranking must beat the general score's by this much in ρ... */
const MIN_GAIN = 0.1;
/**
 * ...and be at least moderately strong: the lower end of its 90% interval above this. "Above zero" alone let one
 * creator in ten whose views were pure noise through in the simulation (a held-out ρ of 0.42 on 20 posts happens).
 */
const MIN_HELD_OUT_LOW = 0.2;

export type TrainingPost = { features: number[]; score: number; result: number };

type Fit = { weights: number[]; intercept: number; means: number[]; scales: number[] };

/** Solves A·x = b for a small symmetric positive definite A (Gaussian elimination with partial pivoting). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r]![col]! / m[col]![col]!;
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Ridge regression on standardised features (a feature that never varies gets weight 0). */
export function fitRidge(posts: readonly { features: number[]; result: number }[]): Fit {
  const k = posts[0]!.features.length;
  const n = posts.length;
  const means = Array.from({ length: k }, (_, j) => posts.reduce((s, p) => s + p.features[j]!, 0) / n);
  const scales = means.map((mean, j) => {
    const sd = Math.sqrt(posts.reduce((s, p) => s + (p.features[j]! - mean) ** 2, 0) / n);
    return sd > 1e-9 ? sd : 0;
  });
  const x = posts.map((p) => p.features.map((v, j) => (scales[j] ? (v - means[j]!) / scales[j]! : 0)));
  const yMean = posts.reduce((s, p) => s + p.result, 0) / n;
  const y = posts.map((p) => p.result - yMean);
  const xtx = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k }, (_, j) => x.reduce((s, row) => s + row[i]! * row[j]!, 0) + (i === j ? LAMBDA : 0)),
  );
  const xty = Array.from({ length: k }, (_, i) => x.reduce((s, row, r) => s + row[i]! * y[r]!, 0));
  return { weights: solve(xtx, xty), intercept: yMean, means, scales };
}

export function predict(fit: Fit, features: readonly number[]): number {
  return features.reduce(
    (s, v, j) => s + (fit.scales[j] ? ((v - fit.means[j]!) / fit.scales[j]!) * fit.weights[j]! : 0),
    fit.intercept,
  );
}

export type PersonalModelCheck = {
  posts: number;
  /** Spearman ρ of the held-out predictions against the results. */
  personalRho: number;
  personalLow: number;
  /** Spearman ρ of the general score against the same results. */
  generalRho: number;
  /** Offered only when it ranks held-out posts clearly better than the general score. */
  isBetter: boolean;
};

/** Leave-one-out: each post is predicted by a model fitted on all the others. */
export function checkPersonalModel(posts: readonly TrainingPost[]): PersonalModelCheck | null {
  if (posts.length < MIN_POSTS_FOR_PERSONAL_MODEL) return null;
  const heldOut = posts.map((post, i) => predict(fitRidge(posts.filter((_, j) => j !== i)), post.features));
  const results = posts.map((p) => p.result);
  const personal = spearman(heldOut, results)!;
  const general = spearman(
    posts.map((p) => p.score),
    results,
  )!;
  return {
    posts: posts.length,
    personalRho: personal.rho,
    personalLow: personal.low,
    generalRho: general.rho,
    isBetter: personal.low > MIN_HELD_OUT_LOW && personal.rho >= general.rho + MIN_GAIN,
  };
}

/** The three features that move this creator's results most, with their weight against the average weight. */
export function largestWeights(fit: Fit, names: readonly string[]) {
  const sizes = fit.weights.map((w) => Math.abs(w));
  const average = sizes.reduce((s, v) => s + v, 0) / Math.max(1, sizes.filter((v) => v > 0).length);
  return fit.weights
    .map((weight, j) => ({ name: names[j]!, weight, times: average > 0 ? Math.abs(weight) / average : 0 }))
    .filter((w) => w.weight !== 0)
    .sort((a, b) => Math.abs(b.weight) - Math.abs(a.weight) || a.name.localeCompare(b.name))
    .slice(0, 3);
}
