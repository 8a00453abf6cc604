import type { ScoreVsResults } from "@shared/schemas/outcomes";

// An invented creator for the free preview of Score vs results (14 posts, 12,000 followers). Computed once with
// the server's own statistics (server/src/modules/outcomes/score-vs-results.ts), so its sentence, bands and
// intervals agree with its points. Labelled as an example wherever it is shown.
export const EXAMPLE_SCORE_VS_RESULTS: ScoreVsResults = {
  posts: [
    {
      analysisId: 1,
      fileName: "example-post-1.mp4",
      score: 48,
      views: 1080,
      viewsPerFollower: 0.09,
      result: 0.09,
    },
    {
      analysisId: 2,
      fileName: "example-post-2.mp4",
      score: 55,
      views: 3600,
      viewsPerFollower: 0.3,
      result: 0.3,
    },
    {
      analysisId: 3,
      fileName: "example-post-3.mp4",
      score: 58,
      views: 1440,
      viewsPerFollower: 0.12,
      result: 0.12,
    },
    {
      analysisId: 4,
      fileName: "example-post-4.mp4",
      score: 62,
      views: 5400,
      viewsPerFollower: 0.45,
      result: 0.45,
    },
    {
      analysisId: 5,
      fileName: "example-post-5.mp4",
      score: 64,
      views: 2400,
      viewsPerFollower: 0.2,
      result: 0.2,
    },
    {
      analysisId: 6,
      fileName: "example-post-6.mp4",
      score: 67,
      views: 7200,
      viewsPerFollower: 0.6,
      result: 0.6,
    },
    {
      analysisId: 7,
      fileName: "example-post-7.mp4",
      score: 70,
      views: 4200,
      viewsPerFollower: 0.35,
      result: 0.35,
    },
    {
      analysisId: 8,
      fileName: "example-post-8.mp4",
      score: 73,
      views: 10800,
      viewsPerFollower: 0.9,
      result: 0.9,
    },
    {
      analysisId: 9,
      fileName: "example-post-9.mp4",
      score: 75,
      views: 6000,
      viewsPerFollower: 0.5,
      result: 0.5,
    },
    {
      analysisId: 10,
      fileName: "example-post-10.mp4",
      score: 78,
      views: 5040,
      viewsPerFollower: 0.42,
      result: 0.42,
    },
    {
      analysisId: 11,
      fileName: "example-post-11.mp4",
      score: 81,
      views: 21600,
      viewsPerFollower: 1.8,
      result: 1.8,
    },
    {
      analysisId: 12,
      fileName: "example-post-12.mp4",
      score: 84,
      views: 11400,
      viewsPerFollower: 0.95,
      result: 0.95,
    },
    {
      analysisId: 13,
      fileName: "example-post-13.mp4",
      score: 88,
      views: 31200,
      viewsPerFollower: 2.6,
      result: 2.6,
    },
    {
      analysisId: 14,
      fileName: "example-post-14.mp4",
      score: 91,
      views: 16800,
      viewsPerFollower: 1.4,
      result: 1.4,
    },
  ],
  measure: "viewsPerFollower",
  minPosts: 8,
  correlation: {
    rho: 0.86,
    low: 0.66,
    high: 0.95,
    posts: 14,
    sentence:
      "On your 14 posts, higher scores went with more views per follower (ρ = 0.86, 90% interval 0.66 to 0.95).",
    message: {
      key: "outcomes.correlation.more",
      params: { count: 14, what: { key: "outcomes.measures.viewsPerFollower" }, rho: 0.86, low: 0.66, high: 0.95 },
    },
  },
  bands: [
    {
      band: "Excellent",
      posts: 4,
      median: 1.6,
    },
    {
      band: "Good",
      posts: 7,
      median: 0.45,
    },
    {
      band: "Needs Work",
      posts: 3,
      median: 0.12,
    },
  ],
  sharedByBest: [
    {
      factor: "shareability",
      label: "shareability",
      best: 79,
      others: 57,
    },
    {
      factor: "hookStrength",
      label: "hook",
      best: 81,
      others: 61,
    },
    {
      factor: "emotionalImpact",
      label: "emotional impact",
      best: 80,
      others: 61,
    },
    {
      factor: "algorithmOptimization",
      label: "platform fit",
      best: 83,
      others: 64,
    },
  ],
  personal: {
    minPosts: 12,
    posts: 14,
    check: {
      personalRho: 0.75,
      generalRho: 0.86,
      isBetter: false,
    },
    largest: [],
    sentence:
      "A score of your own does not predict your views per follower better than the general score yet (on your 14 posts, each predicted without itself: ρ = 0.75 against 0.86 for the general score).",
    message: {
      key: "outcomes.personal.notBetter",
      params: {
        what: { key: "outcomes.measures.viewsPerFollower" },
        figures: { key: "outcomes.personal.figures", params: { count: 14, personalRho: 0.75, generalRho: 0.86 } },
      },
    },
  },
};
