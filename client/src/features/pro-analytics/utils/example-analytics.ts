import type { ProAnalytics } from "@shared/schemas/pro-analytics";
import type { AnalyticsT } from "./format";

// The made-up figures of the locked preview (free users see an honest preview): what the page shows, on an invented
// creator, labelled as an example wherever it appears, written in the reader's language ("proAnalytics" catalogue,
// example.*). Never mixed with a user's data.

const point = (
  period: string,
  analyses: number,
  averageScore: number,
  hook: number,
  emotion: number,
  share: number,
  algo: number,
) => ({
  period,
  analyses,
  averageScore,
  bestScore: Math.min(100, Math.round(averageScore + 9)),
  worstScore: Math.max(0, Math.round(averageScore - 11)),
  factors: { hookStrength: hook, emotionalImpact: emotion, shareability: share, algorithmOptimization: algo },
});

export const exampleAnalytics = (t: AnalyticsT): ProAnalytics => ({
  range: "365",
  period: "month",
  from: "2026-01-01T00:00:00.000Z",
  to: "2026-06-30T00:00:00.000Z",
  totals: { analyses: 24, averageScore: 64.8, bestScore: 86, worstScore: 41 },
  timeline: [
    point("2026-01-01", 3, 52.3, 48, 55, 50, 58),
    point("2026-02-01", 4, 57.5, 55, 57, 54, 60),
    point("2026-03-01", 5, 61, 60, 58, 57, 66),
    point("2026-04-01", 4, 66.8, 66, 61, 60, 70),
    point("2026-05-01", 4, 71.3, 72, 63, 64, 74),
    point("2026-06-01", 4, 74.5, 75, 66, 67, 78),
  ],
  weaknesses: [
    {
      key: "example-captions",
      label: t("example.weaknesses.captions"),
      occurrences: 15,
      share: 15 / 24,
      averageSubScore: 38.2,
    },
    {
      key: "example-hook",
      label: t("example.weaknesses.hook"),
      occurrences: 11,
      share: 11 / 24,
      averageSubScore: 44.5,
    },
    {
      key: "example-hashtags",
      label: t("example.weaknesses.hashtags"),
      occurrences: 7,
      share: 7 / 24,
      averageSubScore: 51,
    },
  ],
  recommendations: [
    {
      cause: "caption",
      text: t("example.recommendations.captions"),
      occurrences: 14,
      share: 14 / 24,
      lastSeenAt: "2026-06-28T10:00:00.000Z",
    },
    {
      cause: "opening-pace",
      text: t("example.recommendations.opening"),
      occurrences: 9,
      share: 9 / 24,
      lastSeenAt: "2026-06-20T10:00:00.000Z",
    },
    {
      cause: "hashtags",
      text: t("example.recommendations.hashtags"),
      occurrences: 6,
      share: 6 / 24,
      lastSeenAt: "2026-05-30T10:00:00.000Z",
    },
  ],
  best: {
    id: 0,
    fileName: "example-street-food-tour.mp4",
    mediaType: "video",
    viralScore: 86,
    createdAt: "2026-06-21T10:00:00.000Z",
    contentFactors: { hookStrength: 84, emotionalImpact: 78, shareability: 80, algorithmOptimization: 88 },
    strengths: [t("example.strengths.face"), t("example.strengths.vertical")],
    recommendations: [t("example.recommendations.question")],
  },
  worst: {
    id: 0,
    fileName: "example-unboxing.mp4",
    mediaType: "video",
    viralScore: 41,
    createdAt: "2026-01-09T10:00:00.000Z",
    contentFactors: { hookStrength: 35, emotionalImpact: 44, shareability: 40, algorithmOptimization: 52 },
    strengths: [t("example.strengths.sound")],
    recommendations: [t("example.recommendations.captions"), t("example.recommendations.openingShort")],
  },
});
