import { renderEngineMessage } from "@shared/i18n/engine-text";
import { type Message, msg } from "@shared/i18n/message";
import { RESULT_FACTORS, type ResultFactor, type ScoreVsResults, type YourScore } from "@shared/schemas/outcomes";
import { checkPersonalModel, fitRidge, largestWeights, MIN_POSTS_FOR_PERSONAL_MODEL, predict } from "./personal-model";
import {
  type Correlation,
  correlationMessage,
  measureMessage,
  MIN_POSTS_FOR_CORRELATION,
  type ResultMeasure,
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
    correlation: correlation ? { ...correlation, ...withSentence(correlationFor(correlation, posts, measure)) } : null,
    bands: resultsByBand(posts),
    sharedByBest: sharedByBest(
      rows.map((r, i) => ({ result: posts[i]!.result, factors: r.factors })),
      FACTOR_KEYS,
    ).map((f) => ({ factor: f.key, label: label(f.key), best: f.best, others: f.others })),
    personal: personalPart(training, measure),
  };
}

/** A message with its English beside it, as the API returns both. */
const withSentence = (message: Message) => ({ sentence: renderEngineMessage(message), message });

/** The correlation's sentence, unless the scores barely differ: then there is nothing to rank by. */
function correlationFor(c: Correlation, posts: readonly { score: number }[], measure: ResultMeasure): Message {
  const scores = posts.map((p) => p.score);
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  if (new Set(scores).size < 3) {
    return msg("outcomes.correlation.almostSame", { count: c.posts, low, high, what: measureMessage(measure) });
  }
  return correlationMessage(c, measure);
}

function personalPart(
  training: Parameters<typeof checkPersonalModel>[0],
  measure: ResultMeasure,
): ScoreVsResults["personal"] {
  const base = { minPosts: MIN_POSTS_FOR_PERSONAL_MODEL, posts: training.length };
  const check = checkPersonalModel(training);
  if (!check) {
    return {
      ...base,
      check: null,
      largest: [],
      ...withSentence(
        msg("outcomes.personal.needsPosts", { min: MIN_POSTS_FOR_PERSONAL_MODEL, have: training.length }),
      ),
    };
  }
  const figures = msg("outcomes.personal.figures", {
    count: check.posts,
    personalRho: check.personalRho,
    generalRho: check.generalRho,
  });
  const what = measureMessage(measure);
  if (!check.isBetter) {
    return {
      ...base,
      check: { personalRho: check.personalRho, generalRho: check.generalRho, isBetter: false },
      largest: [],
      ...withSentence(msg("outcomes.personal.notBetter", { what, figures })),
    };
  }
  const fit = fitRidge(training);
  const largest = largestWeights(
    fit,
    FACTOR_KEYS.map((k) => label(k)),
  ).map(
    (w) =>
      ({
        factor: RESULT_FACTORS.find(([, name]) => name === w.name)![0],
        label: w.name,
        times: Math.round(w.times * 10) / 10,
        direction: w.weight > 0 ? "more" : "less",
      }) as const,
  );
  return {
    ...base,
    check: { personalRho: check.personalRho, generalRho: check.generalRho, isBetter: true },
    largest,
    ...withSentence(msg("outcomes.personal.better", { what, figures })),
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
    return {
      yourScore: null,
      ...withSentence(msg("outcomes.yourScore.needsPosts", { min: MIN_POSTS_FOR_PERSONAL_MODEL })),
    };
  }
  if (!check.isBetter) return { yourScore: null, ...withSentence(msg("outcomes.yourScore.notBetter")) };
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
    ...withSentence(
      msg("outcomes.yourScore.score", {
        score,
        count: others.length,
        personalRho: check.personalRho,
        generalRho: check.generalRho,
      }),
    ),
  };
}
