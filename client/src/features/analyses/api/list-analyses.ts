import type { Analysis, AnalysisListResponse } from "@shared/schemas/analysis";
import { api } from "@/lib/api-client";

/** The cache key of one user's analyses; the analyze feature invalidates it by the same literal. */
export const analysesQueryKey = (userId: number) => ["analyses", userId] as const;

/** GET /api/analyses/{userId}: the user's own analyses, newest first. */
export async function listAnalyses(userId: number): Promise<Analysis[]> {
  const answer = await api.get<AnalysisListResponse>(`/api/analyses/${userId}`);
  return answer.analyses;
}
