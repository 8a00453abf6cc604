import type { Analysis, AnalysisListResponse } from "@shared/schemas/analysis";
import { api } from "@/lib/api-client";

/** GET /api/analyses/{userId}: the user's own analyses, newest first. */
export async function listAnalyses(userId: number): Promise<Analysis[]> {
  const answer = await api.get<AnalysisListResponse>(`/api/analyses/${userId}`);
  return answer.analyses;
}
