import { queryOptions } from "@tanstack/react-query";
import type { OutcomeListResponse, ScoreVsResults, YourScore } from "@shared/schemas/outcomes";
import { api } from "@/lib/api-client";

/** Every post's check-ins: an import may touch any post's. */
export const outcomesQueryPrefix = ["outcomes"] as const;
/** Score vs results and each analysis's own score against the creator's results: new results change them all. */
export const scoreVsResultsQueryPrefix = ["score-vs-results"] as const;

/** GET /api/analyses/:id/outcomes: the post's check-ins, oldest first. */
export const outcomesQuery = (analysisId: number) =>
  queryOptions({
    queryKey: [...outcomesQueryPrefix, analysisId] as const,
    queryFn: () => api.get<OutcomeListResponse>(`/api/analyses/${analysisId}/outcomes`),
  });

/** GET /api/pro/results: Score vs results for the signed-in Pro creator (402 without Pro). */
export const scoreVsResultsQuery = () =>
  queryOptions({
    queryKey: scoreVsResultsQueryPrefix,
    queryFn: () => api.get<ScoreVsResults>("/api/pro/results"),
  });

/** GET /api/pro/results/:id/your-score: the creator's own score for this analysis (Pro only). */
export const yourScoreQuery = (analysisId: number) =>
  queryOptions({
    queryKey: [...scoreVsResultsQueryPrefix, "your-score", analysisId] as const,
    queryFn: () => api.get<YourScore>(`/api/pro/results/${analysisId}/your-score`),
  });
