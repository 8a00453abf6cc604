import { RESULT_FACTORS, type ResultFactor, type ScoreVsResults, type YourScore } from "@shared/schemas/outcomes";
import { checkPersonalModel, fitRidge, largestWeights, MIN_POSTS_FOR_PERSONAL_MODEL, predict } from "./personal-model";
import {
  type Correlation,
  correlationSentence,
  MIN_POSTS_FOR_CORRELATION,
  resultsByBand,
  sharedByBest,
  spearman,
} from "./results-statistics";

// Score vs results for one creator, from the latest check-in of each post with results: the correlation, the
// bands, what the best posts shared, and the personal model's check. Views are read on a log scale (a post
// with ten times the views is one step up, not ten), which ranks do anyway and the regression needs.

export type PostWithResult = {
  analysisId: number;
  fileName: string;
  score: number;
  views: number;
  followers: number | null;
  factors: Record<ResultFactor, number>;
};

const FACTOR_KEYS = RESULT_FACTORS.map(([key]) => key);
const label = (key: ResultFactor) => RESULT_FACTORS.find(([k]) => k === key)![1];

export function scoreVsResults(rows: readonly PostWithResult[]): ScoreVsResults {
  const withFollowers = rows.every((r) => r.followers !== null && r.followers > 0);
  const measure = rows.length > 0 && withFollowers ? "viewsPerFollower" : "views";
  const posts = rows.map((r) => {
    const viewsPerFollower = r.followers && r.followers > 0 ? r.views / r.followers : null;
    return {
      analysisId: r.analysisId,
      fileName: r.fileName,
      score: r.score,
      views: r.views,
      viewsPerFollower,
      result: measure === "viewsPerFollower" ? viewsPerFollower! : r.views,
    };
  });
  const what = measure === "viewsPerFollower" ? "views per follower" : "views";
  const correlation = spearman(
    posts.map((p) => p.score),
    posts.map((p) => p.result),
  );
  const logResult = (r: number) => Math.log10(r + (measure === "views" ? 1 : 0.001));
  const training = rows.map((r, i) => ({
    features: FACTOR_KEYS.map((k) => r.factors[k]),
    score: r.score,
    result: logResult(posts[i]!.result),
  }));
  return {
    posts,
    measure,
    minPosts: MIN_POSTS_FOR_CORRELATION,
    correlation: correlation ? { ...correlation, sentence: sentenceFor(correlation, posts, what) } : null,
    bands: resultsByBand(posts),
    sharedByBest: sharedByBest(
      rows.map((r, i) => ({ result: posts[i]!.result, factors: r.factors })),
      FACTOR_KEYS,
    ).map((f) => ({ factor: f.key, label: label(f.key), best: f.best, others: f.others })),
    personal: personalPart(training, what),
  };
}

/** The correlation's sentence, unless the scores barely differ: then there is nothing to rank by. */
function sentenceFor(c: Correlation, posts: readonly { score: number }[], what: string): string {
  const scores = posts.map((p) => p.score);
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  if (new Set(scores).size < 3) {
    return `Your ${c.posts} posts scored almost the same (${low}-${high}), so their ${what} cannot be compared across scores yet.`;
  }
  return correlationSentence(c, what);
}

function personalPart(training: Parameters<typeof checkPersonalModel>[0], what: string): ScoreVsResults["personal"] {
  const base = { minPosts: MIN_POSTS_FOR_PERSONAL_MODEL, posts: training.length };
  const check = checkPersonalModel(training);
  if (!check) {
    return {
      ...base,
      check: null,
      largest: [],
      sentence: `A score of your own needs results on ${MIN_POSTS_FOR_PERSONAL_MODEL} posts; you have ${training.length}.`,
    };
  }
  const figures = `on your ${check.posts} posts, each predicted without itself: ρ = ${check.personalRho.toFixed(2)} against ${check.generalRho.toFixed(2)} for the general score`;
  if (!check.isBetter) {
    return {
      ...base,
      check: { personalRho: check.personalRho, generalRho: check.generalRho, isBetter: false },
      largest: [],
      sentence: `A score of your own does not predict your ${what} better than the general score yet (${figures}).`,
    };
  }
  const fit = fitRidge(training);
  const largest = largestWeights(
    fit,
    FACTOR_KEYS.map((k) => label(k)),
  ).map(
    (w) =>
      ({ label: w.name, times: Math.round(w.times * 10) / 10, direction: w.weight > 0 ? "more" : "less" }) as const,
  );
  return {
    ...base,
    check: { personalRho: check.personalRho, generalRho: check.generalRho, isBetter: true },
    largest,
    sentence: `Your own score ranks your ${what} better than the general score (${figures}).`,
  };
}

/**
 * The creator's own score for one post: where the personal model puts it among the creator's posts with results
 * (the share of them it is predicted to beat). Offered only while the model ranks held-out posts better than the
 * general score (checkPersonalModel); otherwise null, and the sentence says why.
 */
export function yourScore(rows: readonly PostWithResult[], post: Record<ResultFactor, number>): YourScore {
  const withFollowers = rows.length > 0 && rows.every((r) => r.followers !== null && r.followers > 0);
  const training = rows.map((r) => ({
    features: FACTOR_KEYS.map((k) => r.factors[k]),
    score: r.score,
    result: Math.log10(withFollowers ? r.views / r.followers! + 0.001 : r.views + 1),
  }));
  const check = checkPersonalModel(training);
  if (!check) {
    return { yourScore: null, sentence: `A score of your own needs results on ${MIN_POSTS_FOR_PERSONAL_MODEL} posts.` };
  }
  if (!check.isBetter) {
    return {
      yourScore: null,
      sentence: "A score of your own does not predict your posts better than the general score yet.",
    };
  }
  const fit = fitRidge(training);
  const predicted = predict(
    fit,
    FACTOR_KEYS.map((k) => post[k]),
  );
  const others = training.map((t) => predict(fit, t.features));
  const beaten = others.filter((p) => p < predicted).length;
  const score = Math.round((100 * beaten) / others.length);
  return {
    yourScore: score,
    sentence:
      `Your own score: predicted to do better than ${score}% of your ${others.length} posts with results ` +
      `(it ranked your posts at ρ = ${check.personalRho.toFixed(2)}, the general score at ${check.generalRho.toFixed(2)}).`,
  };
}
